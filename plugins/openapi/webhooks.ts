/**
 * The webhook reference as Markdown trees, from the OpenAPI document's `webhooks`: one callback's config excerpt,
 * request, answers and failure behaviour, and the catalogue of every callback.
 */
import yaml from 'js-yaml';
import type {RootContent} from 'mdast';
import {code, heading, inline, json, labelledLine, paragraph, slugOf, table} from '../shared/mdast';
import {bilingual, findWebhook, listWebhooks, jsonBody, type DocLocale, type OpenApiDocument} from '../shared/openapi-document';
import {LABELS, WEBHOOK_LABELS} from './labels';
import {fieldRows} from './rows';
import {columnsNode, endpointNode, examplesNode, fieldColumns, fieldTable, headerRow, HOISTED, parameterRows} from './render';
import {webhookSenderNode} from './webhook-sender';

/** The release's default base URL of `config/webhooks.yml`, shown in every generated excerpt. */
const WEBHOOK_BASE_URL = 'http://127.0.0.1:10006/callbackExample';

/** A callback's sections. `nested` (a page with several callbacks): headed by the config key, sections one level down. */
export function webhookNodes(doc: OpenApiDocument, key: string, locale: DocLocale, nested: boolean): RootContent[] {
  const labels = LABELS[locale];
  const w = WEBHOOK_LABELS[locale];
  // Section ids are the slugs of the English labels, in both locales (issue #20).
  const en = WEBHOOK_LABELS.en;
  const hook = findWebhook(doc, key);
  const h2 = nested ? 3 : 2;
  const h3 = nested ? 4 : 3;
  const out: RootContent[] = [];
  if (nested) out.push({type: 'heading', depth: 2, children: [{type: 'inlineCode', value: key}], data: {hProperties: {id: slugOf(key)}}});

  const endpoint = endpointNode('POST', `{url}/${hook['x-command']}`, nested ? undefined : key);
  const summary = labelledLine(w.configKey, [
    {type: 'inlineCode', value: key},
    {type: 'text', value: ` · ${w.timing[hook['x-timing']]} (${w.sync[String(hook['x-synchronous']) as 'true' | 'false']})`},
  ]);
  if (!nested) {
    HOISTED.add(endpoint);
    HOISTED.add(summary);
  }
  out.push(endpoint, summary);

  out.push(heading(h2, w.configuration, slugOf(en.configuration)));
  out.push(paragraph(inline(w.configIntro)));
  const excerpt = {url: WEBHOOK_BASE_URL, [key]: {...hook['x-config'], enable: true}};
  out.push({type: 'code', lang: 'yaml', meta: 'title="config/webhooks.yml"', value: yaml.dump(excerpt, {flowLevel: 2}).trimEnd()});
  const notes = bilingual(hook['x-config-notes'], locale);
  if (notes) out.push(paragraph(inline(notes)));

  out.push(heading(h2, w.request, slugOf(en.request)));
  out.push(paragraph(inline(w.url)));
  out.push(code('text', `POST ${WEBHOOK_BASE_URL}/${hook['x-command']}`));
  out.push(paragraph(inline(w.headers)));
  out.push(
    table(fieldColumns(labels), [
      headerRow('Content-Type', 'string', true, [{type: 'inlineCode', value: 'application/json'}], labels),
      ...parameterRows(doc, hook.parameters ?? [], locale, labels),
    ]),
  );
  const request = jsonBody(hook.requestBody?.content);
  out.push(paragraph(inline(w.bodyFields)));
  out.push(fieldTable(doc, request?.schema ? fieldRows(doc, request.schema, locale) : [], labels));

  out.push(heading(h2, w.response, slugOf(en.response)));
  const answer = jsonBody(hook.responses['200']?.content);
  out.push(paragraph(inline(w.responseFields)));
  out.push(fieldTable(doc, answer?.schema ? fieldRows(doc, answer.schema, locale) : [], labels));

  out.push(heading(h2, w.failure, slugOf(en.failure)));
  out.push(paragraph(inline(bilingual(hook['x-failure'], locale))));

  // What the server sends and what to answer, beside the tables on a wide screen.
  const panel: RootContent[] = [heading(h2, w.requestExample, slugOf(en.requestExample))];
  panel.push(json(request?.example ?? {}));
  // Post that request to the reader's own receiver and read its answer (src/components/WebhookSender).
  panel.push(webhookSenderNode(doc, key, locale));
  panel.push(heading(h2, w.answerExamples, slugOf(en.answerExamples)));
  for (const [name, example] of Object.entries(answer?.examples ?? {})) {
    panel.push(heading(h3, w.examples[name] ?? name, slugOf(en.examples[name] ?? name)));
    const said = locale === 'en' ? example.summary : example['x-summary-zh-Hans'];
    if (said) panel.push(paragraph(inline(said)));
    panel.push(json(example.value));
  }
  const examples = examplesNode(w.examplesLabel, panel);
  // One callback per page: the page is split (arrangeColumns). Several: each callback's section is.
  if (!nested) return [...out, examples];
  const [keyHeading, ...sections] = out;
  return [keyHeading, columnsNode(examples, sections)];
}

export function webhookCatalogueNodes(doc: OpenApiDocument, locale: DocLocale): RootContent[] {
  const w = WEBHOOK_LABELS[locale];
  const c = w.catalogueColumns;
  return [
    table(
      [c.key, c.command, c.timing, c.page],
      listWebhooks(doc).map(({key, webhook}) => [
        [{type: 'inlineCode', value: key}],
        [{type: 'inlineCode', value: webhook['x-command']}],
        [{type: 'text', value: w.timing[webhook['x-timing']]}],
        [
          {
            type: 'link',
            url: `/restapi/${webhook['x-page']}`,
            children: [{type: 'text', value: locale === 'en' ? webhook.summary : webhook['x-summary-zh-Hans']}],
          },
        ],
      ]),
    ),
  ];
}
