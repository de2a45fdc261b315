// Extends the theme's MDX component map (never replaces it) with the site's shared components.
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import ApiEndpoint from '@site/src/components/ApiEndpoint';
import Callout from '@site/src/components/Callout';
import FactSources from '@site/src/components/FactSources';
import PlatformTable from '@site/src/components/PlatformTable';
import PlatformTabs from '@site/src/components/PlatformTabs';
import QuickstartCards from '@site/src/components/QuickstartCards';
import ServerComponents from '@site/src/components/ServerComponents';
import ServerPorts from '@site/src/components/ServerPorts';
import Table from '@site/src/components/Table';

export default {
  ...MDXComponents,
  ApiEndpoint,
  Callout,
  FactSources,
  PlatformTable,
  PlatformTabs,
  QuickstartCards,
  ServerComponents,
  ServerPorts,
  TabItem,
  table: Table,
};
