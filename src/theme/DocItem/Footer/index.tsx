// Wraps the theme's doc footer ("Edit this page", last updated): adds "Report a problem with this page" below it.
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import ReportProblem from '@site/src/components/ReportProblem';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Footer {...props} />
      <ReportProblem />
    </>
  );
}
