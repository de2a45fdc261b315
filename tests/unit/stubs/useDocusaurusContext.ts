export default function useDocusaurusContext() {
  return {i18n: {currentLocale: 'zh-Hans'}};
}
