#!/usr/bin/env node
// Builds the plain Docusaurus fixture that bench:lighthouse and bench:weight measure our site against: the
// classic preset at our framework version (bench/plain-docusaurus), two locales, generated docs of a guide's
// length (headings, paragraphs, a list, a table, code blocks) and a few blog posts. The site and its build live
// in node_modules/.cache, so the tree stays clean; a build is reused while its inputs are unchanged.
//   node scripts/bench-fixture.mjs [--docs 252]     build (or reuse) and print the build directory
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const TEMPLATE = path.join(ROOT, 'bench/plain-docusaurus');
const CACHE = path.join(ROOT, 'node_modules/.cache/bench-plain-docusaurus');
const BLOG_POSTS = 8;

const EN_WORDS = (
  'server client message group user token session conversation upload request response field value default route ' +
  'config deploy network storage index cache event callback retry limit order status error history device platform'
).split(' ');
const ZH_WORDS =
  '服务器 客户端 消息 群组 用户 令牌 会话 上传 请求 响应 字段 默认 路由 配置 部署 网络 存储 索引 缓存 事件 回调 重试 限制 顺序 状态 错误 历史 设备 平台'.split(
    ' ',
  );

/** A small deterministic generator, so every build of the fixture has the same text. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(next, words, zh) {
  const count = 10 + Math.floor(next() * 12);
  const picked = Array.from({length: count}, () => words[Math.floor(next() * words.length)]);
  if (zh) return `${picked.join('')}。`;
  const text = picked.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

const paragraph = (next, words, zh) => Array.from({length: 4}, () => sentence(next, words, zh)).join(zh ? '' : ' ');

/** One doc page: about the length of our longer guides (eight sections, each with prose and a list, table or code). */
export function docPage(index, locale) {
  const zh = locale === 'zh-Hans';
  const words = zh ? ZH_WORDS : EN_WORDS;
  const next = random(index * 7919 + (zh ? 1 : 2));
  const title = zh ? `文档 ${index}` : `Document ${index}`;
  const parts = [`---\ntitle: ${title}\nsidebar_position: ${index}\n---\n`, paragraph(next, words, zh)];
  for (let section = 1; section <= 8; section += 1) {
    parts.push(`## ${zh ? '章节' : 'Section'} ${section}`, paragraph(next, words, zh), paragraph(next, words, zh));
    if (section % 3 === 1) {
      parts.push(Array.from({length: 5}, () => `- ${sentence(next, words, zh)}`).join('\n'));
    } else if (section % 3 === 2) {
      const rows = Array.from({length: 6}, (_, i) => `| \`field_${i}\` | string | ${sentence(next, words, zh)} |`);
      parts.push(['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n'));
    } else {
      parts.push(
        '```ts',
        `import {getSdk} from './sdk';\n\nconst sdk = getSdk({endpoint: 'http://localhost:10002', section: ${section}});`,
        `const result = await sdk.sendMessage({recvID: 'user_${index}', text: 'hello'});\nconsole.log(result.serverMsgID);`,
        '```',
      );
    }
  }
  if (index > 1) parts.push(`[${zh ? '上一篇' : 'Previous'}](./page-${String(index - 1).padStart(3, '0')}.md)`);
  return `${parts.join('\n\n')}\n`;
}

function blogPost(index, locale) {
  const zh = locale === 'zh-Hans';
  const words = zh ? ZH_WORDS : EN_WORDS;
  const next = random(index * 104729 + (zh ? 3 : 4));
  const body = Array.from({length: 10}, () => paragraph(next, words, zh)).join('\n\n');
  const day = String(index).padStart(2, '0');
  return `---\ntitle: ${zh ? '文章' : 'Post'} ${index}\ndate: 2025-01-${day}\n---\n\n${paragraph(next, words, zh)}\n\n{/* truncate */}\n\n${body}\n`;
}

function write(file, text) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

/** Build the fixture with `docs` doc pages per locale, or reuse the last build of the same inputs. */
export function buildPlainFixture({docs = 252} = {}) {
  const inputs = [
    fs.readFileSync(import.meta.filename),
    ...fs
      .readdirSync(TEMPLATE)
      .sort()
      .map((f) => fs.readFileSync(path.join(TEMPLATE, f))),
  ];
  const stamp = crypto.createHash('sha256').update(String(docs)).update(Buffer.concat(inputs)).digest('hex');
  const siteDir = path.join(CACHE, `docs-${docs}`);
  const buildDir = path.join(siteDir, 'build');
  const stampFile = path.join(siteDir, 'stamp');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp && fs.existsSync(path.join(buildDir, 'index.html'))) {
    return {buildDir, buildMs: null};
  }
  fs.rmSync(siteDir, {recursive: true, force: true});
  write(path.join(siteDir, 'docusaurus.config.mjs'), fs.readFileSync(path.join(TEMPLATE, 'docusaurus.config.mjs'), 'utf8'));
  write(path.join(siteDir, 'src/pages/index.js'), fs.readFileSync(path.join(TEMPLATE, 'index.js'), 'utf8'));
  for (let i = 1; i <= docs; i += 1) {
    const name = `page-${String(i).padStart(3, '0')}.md`;
    write(path.join(siteDir, 'docs', name), docPage(i, 'zh-Hans'));
    write(path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current', name), docPage(i, 'en'));
  }
  for (let i = 1; i <= BLOG_POSTS; i += 1) {
    const name = `2025-01-${String(i).padStart(2, '0')}-post-${i}.md`;
    write(path.join(siteDir, 'blog', name), blogPost(i, 'zh-Hans'));
    write(path.join(siteDir, 'i18n/en/docusaurus-plugin-content-blog', name), blogPost(i, 'en'));
  }
  const start = Date.now();
  const docusaurus = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const result = spawnSync(process.execPath, [docusaurus, 'build', siteDir, '--out-dir', buildDir], {encoding: 'utf8', maxBuffer: 1 << 28});
  if (result.status !== 0) throw new Error(`The plain Docusaurus fixture did not build:\n${result.stdout}\n${result.stderr}`);
  fs.writeFileSync(stampFile, stamp);
  return {buildDir, buildMs: Date.now() - start};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({options: {docs: {type: 'string', default: '252'}}});
  const {buildDir, buildMs} = buildPlainFixture({docs: Number(values.docs)});
  console.log(buildMs === null ? `reused ${buildDir}` : `built ${buildDir} in ${(buildMs / 1000).toFixed(1)} s`);
}
