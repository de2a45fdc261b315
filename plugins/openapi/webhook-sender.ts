/**
 * "Send this to my receiver" on a webhook page: `<WebhookSender spec="…" />` with what the sender needs from the
 * OpenAPI document (src/components/WebhookSender/verdict.ts): the command, the request example, the answer fields
 * the server applies, and what it does when the receiver fails.
 */
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {WebhookSpec} from '../../src/components/WebhookSender/verdict';
import {bilingual, findWebhook, jsonBody, type DocLocale, type OpenApiDocument} from '../shared/openapi-document';

/** The fields of every answer; the others of an answer schema are the ones the server applies when set. */
const COMMON_ANSWER_FIELDS = new Set(['actionCode', 'errCode', 'errMsg', 'errDlt', 'nextCode']);

export function webhookSenderSpec(doc: OpenApiDocument, name: string, locale: DocLocale): WebhookSpec {
  const hook = findWebhook(doc, name);
  const answer = jsonBody(hook.responses['200']?.content);
  const canModify = answer?.examples?.modify !== undefined;
  return {
    name,
    command: hook['x-command'],
    synchronous: hook['x-synchronous'],
    modifiable: canModify ? Object.keys(answer?.schema?.properties ?? {}).filter((field) => !COMMON_ANSWER_FIELDS.has(field)) : [],
    example: jsonBody(hook.requestBody?.content)?.example ?? {},
    // Links of the document's Markdown become their text: the sender shows it as plain text.
    failure: bilingual(hook['x-failure'], locale).replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'),
  };
}

export function webhookSenderNode(doc: OpenApiDocument, name: string, locale: DocLocale): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'WebhookSender',
    attributes: [{type: 'mdxJsxAttribute', name: 'spec', value: JSON.stringify(webhookSenderSpec(doc, name, locale))}],
    children: [],
  };
}
