/**
 * Facts about a running OpenIM server that several pages show: its ports and the components it needs.
 * Source: openimsdk/open-im-server v3.8.3-patch.16 (config/*.yml, docker-compose.yml, .env) and
 * openimsdk/openim-docker at 55a2d29 (.env, docker-compose.yaml).
 */
import type {Localized} from './locale';

export const SERVER_SOURCES = {
  server: {repo: 'openimsdk/open-im-server', ref: 'v3.8.3-patch.16', commit: 'f6411a8a1a31d3df36f4c2b3ad28481a94141e1f'},
  docker: {repo: 'openimsdk/openim-docker', ref: 'main', commit: '55a2d29a813388bf6ad9ae7c2715636724c1400d'},
} as const;

export interface PortFact {
  port: number;
  service: string;
  protocol: 'HTTP' | 'WebSocket' | 'TCP';
  /** Whether clients outside the server's network must reach it. */
  public: boolean;
  purpose: Localized;
  /** File and key that set it. */
  source: string;
}

export const PORTS: readonly PortFact[] = [
  {
    port: 10001,
    service: 'openim-msggateway',
    protocol: 'WebSocket',
    public: true,
    purpose: {'zh-Hans': 'SDK 长连接网关，收发实时消息', en: 'Long-lived SDK connection: real-time messages in and out'},
    source: 'config/openim-msggateway.yml · longConnSvr.ports',
  },
  {
    port: 10002,
    service: 'openim-api',
    protocol: 'HTTP',
    public: true,
    purpose: {'zh-Hans': 'REST API，供应用服务端与 SDK 调用', en: 'REST API for app servers and the SDKs'},
    source: 'config/openim-api.yml · api.ports',
  },
  {
    port: 10005,
    service: 'MinIO',
    protocol: 'HTTP',
    public: true,
    purpose: {'zh-Hans': '对象存储（S3 API），客户端直接上传和下载文件', en: 'Object storage (S3 API): clients upload and download files directly'},
    source: 'config/minio.yml · externalAddress',
  },
  {
    port: 10008,
    service: 'openim-chat (chat-api)',
    protocol: 'HTTP',
    public: true,
    purpose: {'zh-Hans': '演示业务服务：注册、登录（openim-docker 部署）', en: 'Demo business server: sign-up and login (openim-docker deployment)'},
    source: 'openim-docker .env · CHAT_API_PORT',
  },
  {
    port: 10009,
    service: 'openim-chat (admin-api)',
    protocol: 'HTTP',
    public: false,
    purpose: {'zh-Hans': '管理后台 API', en: 'Admin console API'},
    source: 'openim-docker .env · ADMIN_API_PORT',
  },
  {
    port: 11001,
    service: 'openim-web-front',
    protocol: 'HTTP',
    public: true,
    purpose: {'zh-Hans': 'Web 版演示应用', en: 'Web demo app'},
    source: 'openim-docker .env · OPENIM_WEB_FRONT_PORT',
  },
  {
    port: 11002,
    service: 'openim-admin-front',
    protocol: 'HTTP',
    public: false,
    purpose: {'zh-Hans': '管理后台前端', en: 'Admin console front end'},
    source: 'openim-docker .env · OPENIM_ADMIN_FRONT_PORT',
  },
  {
    port: 37017,
    service: 'MongoDB',
    protocol: 'TCP',
    public: false,
    purpose: {'zh-Hans': '持久化存储：消息、用户、群组、会话', en: 'Persistent store: messages, users, groups, conversations'},
    source: 'config/mongodb.yml · address',
  },
  {
    port: 16379,
    service: 'Redis',
    protocol: 'TCP',
    public: false,
    purpose: {'zh-Hans': '缓存、seq、在线 token', en: 'Cache, sequence numbers, live tokens'},
    source: 'config/redis.yml · address',
  },
  {
    port: 19094,
    service: 'Kafka',
    protocol: 'TCP',
    public: false,
    purpose: {'zh-Hans': '消息队列：toRedis、toMongo、toPush、toOfflinePush', en: 'Message queue: toRedis, toMongo, toPush, toOfflinePush'},
    source: 'config/kafka.yml · address',
  },
  {
    port: 12379,
    service: 'etcd',
    protocol: 'TCP',
    public: false,
    purpose: {'zh-Hans': '服务注册与发现', en: 'Service registry and discovery'},
    source: 'config/discovery.yml · etcd.address',
  },
  {
    port: 13000,
    service: 'Grafana',
    protocol: 'HTTP',
    public: false,
    purpose: {'zh-Hans': '监控面板', en: 'Monitoring dashboards'},
    source: 'config/openim-api.yml · prometheus.grafanaURL',
  },
];

export interface ComponentFact {
  name: string;
  /** Image the release's compose file pins. */
  image: string;
  role: Localized;
}

/** Images pinned by open-im-server v3.8.3-patch.16 `.env`. */
export const COMPONENTS: readonly ComponentFact[] = [
  {name: 'MongoDB', image: 'mongo:7.0', role: {'zh-Hans': '消息与业务数据的持久化存储', en: 'Durable store for messages and app data'}},
  {name: 'Redis', image: 'redis:7.0.0', role: {'zh-Hans': '缓存、消息 seq、token', en: 'Cache, message seq, tokens'}},
  {name: 'Kafka', image: 'bitnamilegacy/kafka:3.5.1', role: {'zh-Hans': '解耦收消息、落库与推送', en: 'Decouples receiving, storing and pushing messages'}},
  {
    name: 'etcd',
    image: 'quay.io/coreos/etcd:v3.5.13',
    role: {'zh-Hans': 'RPC 服务注册与发现（discovery.yml: enable: etcd）', en: 'RPC service discovery (discovery.yml: enable: etcd)'},
  },
  {
    name: 'MinIO',
    image: 'minio/minio:RELEASE.2024-01-11T07-46-16Z',
    role: {'zh-Hans': '默认对象存储，可换为 COS、OSS、Kodo、AWS S3', en: 'Default object store; COS, OSS, Kodo or AWS S3 can replace it'},
  },
];

/** Defaults a self-hoster must change before going to production (all `openIM123` / `imAdmin` in the release). */
export const INSECURE_DEFAULTS = {
  secret: 'openIM123',
  adminUserID: 'imAdmin',
  tokenExpireDays: 90,
} as const;

/** The default port of a service in PORTS (throws on a typo, so a page cannot show a stale number). */
export function portOf(service: string): number {
  const fact = PORTS.find((p) => p.service === service);
  if (!fact) throw new Error(`No port recorded for "${service}" in src/data/server.ts`);
  return fact.port;
}
