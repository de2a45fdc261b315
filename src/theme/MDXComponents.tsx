// Extends the theme's MDX component map (never replaces it) with the site's shared components.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import ApiEndpoint from '@site/src/components/ApiEndpoint';
import {ApiColumns, ApiExamples, ApiMain} from '@site/src/components/ApiColumns';
import ApiTryIt from '@site/src/components/ApiTryIt';
import Callout from '@site/src/components/Callout';
import FactSources from '@site/src/components/FactSources';
import MermaidDiagram from '@site/src/components/MermaidDiagram';
import PlatformTable from '@site/src/components/PlatformTable';
import PlatformTabs from '@site/src/components/PlatformTabs';
import QuickstartCards from '@site/src/components/QuickstartCards';
import ServerComponents from '@site/src/components/ServerComponents';
import ServerPorts from '@site/src/components/ServerPorts';
import Table from '@site/src/components/Table';
import WebhookSender from '@site/src/components/WebhookSender';

type CodeProps = ComponentProps<'code'>;

const isBreak = (node: React.ReactNode) => React.isValidElement(node) && node.type === 'wbr';

/**
 * The theme renders a `code` element as a code block unless all its children are strings. The table plugin
 * (plugins/table-reflow) puts <wbr> break points into long identifiers in cells, which made `startClientMsgID` a
 * boxed block in the middle of a sentence: text and <wbr> without a line break stay inline.
 */
function Code(props: CodeProps): React.JSX.Element {
  const children = React.Children.toArray(props.children);
  const inline = children.length > 0 && children.some(isBreak) && children.every((c) => isBreak(c) || (typeof c === 'string' && !c.includes('\n')));
  return inline ? <CodeInline {...props} /> : <MDXComponents.code {...props} />;
}

export default {
  ...MDXComponents,
  code: Code,
  ApiColumns,
  ApiEndpoint,
  ApiExamples,
  ApiMain,
  ApiTryIt,
  Callout,
  FactSources,
  MermaidDiagram,
  PlatformTable,
  PlatformTabs,
  QuickstartCards,
  ServerComponents,
  ServerPorts,
  TabItem,
  Tabs,
  table: Table,
  WebhookSender,
};
