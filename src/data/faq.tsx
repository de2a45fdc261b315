/**
 * The FAQ page's questions, both languages side by side so that ids, topics and facts are kept once.
 * Facts: openimsdk/open-im-server v3.8.3-patch.16 (config/*.yml, .env, LICENSE), openimsdk/protocol
 * v0.0.73-alpha.12 (constant/), openimsdk/openim-docker 55a2d29 (.env, README).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Localized} from './locale';
import {COMPONENTS, INSECURE_DEFAULTS, portOf} from './server';
// A release tag goes into its sentence as one string (a template), never as a text node beside other text: the
// HTML minifier drops the comment React puts between adjacent text nodes in some Chinese sentences, and the page
// then fails to hydrate (React #418).
import {SDK_CORE_RELEASE, SERVER_RELEASE} from './release';
import {BUSINESS_URL} from './site';

export const FAQ_TOPICS = ['deployment', 'ports', 'tokens', 'push', 'storage', 'sdk', 'upgrades', 'licensing'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FAQ_TOPIC_LABELS: Record<FaqTopic, Localized> = {
  deployment: {'zh-Hans': '部署', en: 'Deployment'},
  ports: {'zh-Hans': '端口与网络', en: 'Ports and network'},
  tokens: {'zh-Hans': 'Token 与登录', en: 'Tokens and login'},
  push: {'zh-Hans': '推送', en: 'Push'},
  storage: {'zh-Hans': '存储', en: 'Storage'},
  sdk: {'zh-Hans': 'SDK 选择', en: 'Choosing an SDK'},
  upgrades: {'zh-Hans': '升级', en: 'Upgrades'},
  licensing: {'zh-Hans': '许可证', en: 'Licensing'},
};

export interface FaqEntry {
  /** URL hash of the answer: stable, lowercase, hyphenated. */
  id: string;
  topic: FaqTopic;
  question: Localized;
  answer: Localized<ReactNode>;
}

const c = (text: string | number) => <code>{text}</code>;
/** The release's component images, from src/data/server.ts. */
const images = (separator: string) =>
  COMPONENTS.map((component, i) => (
    <React.Fragment key={component.name}>
      {i > 0 ? separator : ''}
      {c(component.image)}
    </React.Fragment>
  ));
const port = (service: string) => c(portOf(service));

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'fastest-way-to-run',
    topic: 'deployment',
    question: {'zh-Hans': '在一台机器上跑起 OpenIM 最快的方法是什么？', en: 'What is the quickest way to run OpenIM on one machine?'},
    answer: {
      'zh-Hans': (
        <>
          使用 {c('openimsdk/openim-docker')} 仓库：克隆后在 {c('.env')} 中把 {c('MINIO_EXTERNAL_ADDRESS')} 改成客户端能访问的地址，然后执行{' '}
          {c('docker compose up -d')}。它会同时启动 MongoDB、Redis、Kafka、etcd、MinIO、OpenIM Server、openim-chat 以及 Web 和管理后台前端。用{' '}
          {c('docker logs -f openim-server')} 查看启动日志。
        </>
      ),
      en: (
        <>
          Use the {c('openimsdk/openim-docker')} repository: clone it, set {c('MINIO_EXTERNAL_ADDRESS')} in {c('.env')} to an address your clients can reach,
          then run {c('docker compose up -d')}. It starts MongoDB, Redis, Kafka, etcd, MinIO, OpenIM Server, openim-chat and the web and admin front ends
          together. Follow the start-up with {c('docker logs -f openim-server')}.
        </>
      ),
    },
  },
  {
    id: 'components-required',
    topic: 'deployment',
    question: {'zh-Hans': 'OpenIM Server 依赖哪些组件？', en: 'Which components does OpenIM Server need?'},
    answer: {
      'zh-Hans': (
        <>
          {`MongoDB（持久化）、Redis（缓存、seq 与 token）、Kafka（消息队列）、etcd（服务发现）和对象存储（默认 MinIO）。${SERVER_RELEASE.ref} 的 `}
          {c('.env')} 固定了镜像版本：{images('、')}。完整列表见 <Link to="/guides/introduction">OpenIM 是什么</Link>。
        </>
      ),
      en: (
        <>
          MongoDB (durable storage), Redis (cache, seq and tokens), Kafka (message queue), etcd (service discovery) and an object store (MinIO by default). The{' '}
          {c('.env')}
          {` of ${SERVER_RELEASE.ref} pins the images `}
          {images(', ')}. The full list is in <Link to="/guides/introduction">What is OpenIM</Link>.
        </>
      ),
    },
  },
  {
    id: 'server-processes',
    topic: 'deployment',
    question: {'zh-Hans': '源码部署时会启动哪些进程、各几个实例？', en: 'Which processes does a source deployment start, and how many of each?'},
    answer: {
      'zh-Hans': (
        <>
          由仓库根目录的 {c('start-config.yml')} 决定：{c('openim-push')} 和 {c('openim-msgtransfer')} 默认各 8 个实例，{c('openim-api')}、
          {c('openim-msggateway')}、{c('openim-crontask')} 以及 7 个 {c('openim-rpc-*')} 服务各 1 个。该文件还把进程可打开的文件描述符上限设为 10000（
          {c('maxFileDescriptors')}）。
        </>
      ),
      en: (
        <>
          The repository's {c('start-config.yml')} decides: {c('openim-push')} and {c('openim-msgtransfer')} run 8 instances each by default; {c('openim-api')},{' '}
          {c('openim-msggateway')}, {c('openim-crontask')} and the seven {c('openim-rpc-*')} services run one each. The same file sets the file-descriptor limit
          to 10000 ({c('maxFileDescriptors')}).
        </>
      ),
    },
  },
  {
    id: 'kubernetes',
    topic: 'deployment',
    question: {'zh-Hans': '可以部署到 Kubernetes 吗？', en: 'Can I deploy to Kubernetes?'},
    answer: {
      'zh-Hans': (
        <>
          可以。所有服务都是无状态的，可以水平扩展（长连接网关除外，它持有客户端连接，扩容时要让同一用户的连接落到能被找到的实例上）。服务之间通过 etcd
          发现彼此，因此 Pod 重建后会自动重新注册。Helm chart 维护在 {c('openimsdk/helm-charts')} 仓库。
        </>
      ),
      en: (
        <>
          Yes. The services are stateless and scale out, except the long-connection gateway, which holds client connections. The services find each other
          through etcd, so a recreated pod registers itself again. Helm charts live in the {c('openimsdk/helm-charts')} repository.
        </>
      ),
    },
  },
  {
    id: 'change-defaults',
    topic: 'deployment',
    question: {'zh-Hans': '上线前必须修改哪些默认配置？', en: 'Which defaults must I change before going live?'},
    answer: {
      'zh-Hans': (
        <>
          至少修改：{c('config/share.yml')} 中的 {c('secret')}（默认 {c(INSECURE_DEFAULTS.secret)}，知道它就能签发管理员 token）；MongoDB、Redis、MinIO
          的密码（默认均为 {c('openIM123')}）；如有需要，把 {c('imAdminUserID')} 的默认值 {c(INSECURE_DEFAULTS.adminUserID)} 换成自己的管理员 ID。同时只对外开放{' '}
          {portOf('openim-msggateway')}、{portOf('openim-api')} 和对象存储端口。
        </>
      ),
      en: (
        <>
          At least: the {c('secret')} in {c('config/share.yml')} (default {c(INSECURE_DEFAULTS.secret)}; whoever knows it can mint admin tokens); the MongoDB,
          Redis and MinIO passwords (all {c('openIM123')} by default); and, if you like, replace the default {c('imAdminUserID')}{' '}
          {c(INSECURE_DEFAULTS.adminUserID)} with your own admin ID. Expose only {portOf('openim-msggateway')}, {portOf('openim-api')} and the object-store
          port.
        </>
      ),
    },
  },
  {
    id: 'which-ports',
    topic: 'ports',
    question: {'zh-Hans': '防火墙需要开放哪些端口？', en: 'Which ports must the firewall open?'},
    answer: {
      'zh-Hans': (
        <>
          客户端需要访问 {port('openim-msggateway')}（WebSocket 长连接，{c('openim-msggateway')}）、{port('openim-api')}（REST API，{c('openim-api')}
          ）和对象存储的外部地址（MinIO 默认 {port('MinIO')}）。使用 openim-docker 时，演示业务服务 openim-chat 还需要 {port('openim-chat (chat-api)')}，Web
          演示前端是 {port('openim-web-front')}。MongoDB（{portOf('MongoDB')}）、Redis（{portOf('Redis')}）、Kafka（{portOf('Kafka')}）、etcd（{portOf('etcd')}
          ）只应在内网可达。
        </>
      ),
      en: (
        <>
          Clients must reach {port('openim-msggateway')} (WebSocket, {c('openim-msggateway')}), {port('openim-api')} (REST API, {c('openim-api')}) and the
          object store's external address (MinIO on {port('MinIO')} by default). With openim-docker, the demo business server openim-chat also needs{' '}
          {port('openim-chat (chat-api)')}, and the web demo is on {port('openim-web-front')}. MongoDB ({portOf('MongoDB')}), Redis ({portOf('Redis')}), Kafka (
          {portOf('Kafka')}) and etcd ({portOf('etcd')}) should only be reachable from your private network.
        </>
      ),
    },
  },
  {
    id: 'change-api-port',
    topic: 'ports',
    question: {'zh-Hans': '如何修改 API 或网关的端口？', en: 'How do I change the API or gateway port?'},
    answer: {
      'zh-Hans': (
        <>
          API 端口在 {c('config/openim-api.yml')} 的 {c('api.ports')}；WebSocket 端口在 {c('config/openim-msggateway.yml')} 的 {c('longConnSvr.ports')}
          。端口是列表，列出几个就启动几个实例；关闭 {c('autoSetPorts')} 时，Prometheus 端口的数量必须与之一致。改完后记得同步修改 SDK 初始化时使用的地址。
        </>
      ),
      en: (
        <>
          The API port is {c('api.ports')} in {c('config/openim-api.yml')}; the WebSocket port is {c('longConnSvr.ports')} in{' '}
          {c('config/openim-msggateway.yml')}. Each is a list, and every entry starts one instance; with {c('autoSetPorts')} off, the Prometheus ports must
          match in number. Update the addresses the SDK is initialised with as well.
        </>
      ),
    },
  },
  {
    id: 'https-wss',
    topic: 'ports',
    question: {'zh-Hans': '生产环境如何使用 HTTPS 和 WSS？', en: 'How do I serve HTTPS and WSS in production?'},
    answer: {
      'zh-Hans': (
        <>
          OpenIM 自身监听明文的 HTTP 和 WebSocket。在前面放一个反向代理（如 Nginx）终结 TLS：例如把 {c('https://你的域名/api')} 转发到 {portOf('openim-api')}
          ，把 {c('wss://你的域名/msg_gateway')} 转发到 {portOf('openim-msggateway')}（需要转发 {c('Upgrade')} 和 {c('Connection')}{' '}
          头），对象存储同理。客户端初始化时使用代理后的地址。
        </>
      ),
      en: (
        <>
          OpenIM itself listens on plain HTTP and WebSocket. Put a reverse proxy such as Nginx in front to terminate TLS: for example forward{' '}
          {c('https://your-domain/api')} to {portOf('openim-api')} and {c('wss://your-domain/msg_gateway')} to {portOf('openim-msggateway')} (passing the{' '}
          {c('Upgrade')} and {c('Connection')} headers), and do the same for the object store. Initialise clients with the proxied addresses.
        </>
      ),
    },
  },
  {
    id: 'monitoring',
    topic: 'ports',
    question: {'zh-Hans': '监控面板在哪里？', en: 'Where are the monitoring dashboards?'},
    answer: {
      'zh-Hans': (
        <>
          每个服务都暴露 Prometheus 指标（各配置文件的 {c('prometheus.enable')}）。Docker 部署附带 Prometheus、Alertmanager 和 Grafana，Grafana 默认在{' '}
          {port('Grafana')} 端口，地址由 {c('config/openim-api.yml')} 的 {c('prometheus.grafanaURL')} 配置。
        </>
      ),
      en: (
        <>
          Every service exposes Prometheus metrics ({c('prometheus.enable')} in its config file). The Docker deployment ships Prometheus, Alertmanager and
          Grafana; Grafana listens on {port('Grafana')} by default, and its address is set by {c('prometheus.grafanaURL')} in {c('config/openim-api.yml')}.
        </>
      ),
    },
  },
  {
    id: 'admin-token',
    topic: 'tokens',
    question: {'zh-Hans': '如何获取管理员 token？', en: 'How do I get an admin token?'},
    answer: {
      'zh-Hans': (
        <>
          向 {c('POST /auth/get_admin_token')} 发送 {c('{"secret": "...", "userID": "imAdmin"}')}：{c('secret')} 必须等于 {c('config/share.yml')} 中的值，
          {c('userID')} 必须在 {c('imAdminUserID')} 列表中。步骤和示例见 <Link to="/restapi/apis/introduction">服务端 API 概览</Link>。
        </>
      ),
      en: (
        <>
          Send {c('{"secret": "...", "userID": "imAdmin"}')} to {c('POST /auth/get_admin_token')}: {c('secret')} must equal the value in {c('config/share.yml')}{' '}
          and {c('userID')} must be in the {c('imAdminUserID')} list. Steps and examples are in the{' '}
          <Link to="/restapi/apis/introduction">server API overview</Link>.
        </>
      ),
    },
  },
  {
    id: 'user-token',
    topic: 'tokens',
    question: {'zh-Hans': 'App 的用户 token 从哪里来？', en: 'Where does an app user’s token come from?'},
    answer: {
      'zh-Hans': (
        <>
          由你的应用服务端签发：用户登录你的系统后，服务端带着管理员 token 调用 {c('POST /auth/get_user_token')}，传入 {c('userID')} 和 {c('platformID')}
          ，再把返回的 token 交给 App。不能为管理员账号或 {c('platformID')} 为 10（管理端）签发用户 token。
        </>
      ),
      en: (
        <>
          Your app server issues it: after the user signs in to your system, the server calls {c('POST /auth/get_user_token')} with an admin token, a{' '}
          {c('userID')} and a {c('platformID')}, and hands the returned token to the app. It cannot issue a user token for an admin account or for{' '}
          {c('platformID')} 10 (admin).
        </>
      ),
    },
  },
  {
    id: 'token-lifetime',
    topic: 'tokens',
    question: {'zh-Hans': 'token 的有效期是多久？过期后怎么办？', en: 'How long does a token last, and what happens when it expires?'},
    answer: {
      'zh-Hans': (
        <>
          默认 {INSECURE_DEFAULTS.tokenExpireDays} 天，由 {c('config/openim-rpc-auth.yml')} 的 {c('tokenPolicy.expire')}（单位：天）决定；接口返回的{' '}
          {c('expireTimeSeconds')} 是换算后的秒数。过期后调用会返回 1501（TokenExpiredError），SDK 会通过 token 过期回调通知 App，App 应向你的服务端重新获取
          token 并重新登录。
        </>
      ),
      en: (
        <>
          {INSECURE_DEFAULTS.tokenExpireDays} days by default, set by {c('tokenPolicy.expire')} (in days) in {c('config/openim-rpc-auth.yml')}; the{' '}
          {c('expireTimeSeconds')} the API returns is the same in seconds. After expiry calls fail with 1501 (TokenExpiredError) and the SDK tells the app
          through its token-expired callback; the app should fetch a new token from your server and log in again.
        </>
      ),
    },
  },
  {
    id: 'multi-device-login',
    topic: 'tokens',
    question: {'zh-Hans': '同一账号能在多台设备上同时登录吗？', en: 'Can one account be logged in on several devices at once?'},
    answer: {
      'zh-Hans': (
        <>
          由 {c('config/share.yml')} 的 {c('multiLogin.policy')} 决定。发布版本默认是 {c('1')}：所有平台可同时在线，但同一平台只保留最新的登录。其他取值：
          {c('0')} 不互踢，只限制每个平台最多 {c('maxNumOneEnd')}（默认 30）个 token；{c('4')} 同类终端（PC、手机、平板）互斥；{c('5')} PC
          端可同时在线，其他终端只保留一个。被挤下线的设备会收到"被踢下线"回调。
        </>
      ),
      en: (
        <>
          {c('multiLogin.policy')} in {c('config/share.yml')} decides. The release default is {c('1')}: every platform can be online at once, but each platform
          keeps only its newest login. Other values: {c('0')} kicks no one and only caps each platform at {c('maxNumOneEnd')} tokens (30 by default); {c('4')}{' '}
          makes devices of the same class (PC, mobile, pad) exclusive; {c('5')} lets PCs stay online together while the other terminals keep only one. A device
          that is pushed out gets the kicked-offline callback.
        </>
      ),
    },
  },
  {
    id: 'force-logout',
    topic: 'tokens',
    question: {'zh-Hans': '如何让某个用户强制下线？', en: 'How do I force a user offline?'},
    answer: {
      'zh-Hans': (
        <>
          用管理员 token 调用 {c('POST /auth/force_logout')}，传入 {c('userID')} 和 {c('platformID')}。该平台的 token 会失效，对应设备收到被踢下线的通知。
        </>
      ),
      en: (
        <>
          Call {c('POST /auth/force_logout')} with an admin token, a {c('userID')} and a {c('platformID')}. The token for that platform stops working and the
          device is told it was kicked offline.
        </>
      ),
    },
  },
  {
    id: 'offline-push-providers',
    topic: 'push',
    question: {'zh-Hans': '支持哪些离线推送通道？', en: 'Which offline push providers are supported?'},
    answer: {
      'zh-Hans': (
        <>
          {c('config/openim-push.yml')} 的 {c('enable')} 选择其一：{c('geTui')}（个推，发布版本的默认值）、{c('fcm')}（Firebase Cloud
          Messaging，需要服务账号文件，见 {c('fcm.filePath')}）或 {c('jpush')}（极光）。iOS 相关的声音、角标和生产/沙箱环境在 {c('iosPush')} 下配置。
        </>
      ),
      en: (
        <>
          Choose one with {c('enable')} in {c('config/openim-push.yml')}: {c('geTui')} (Getui, the release default), {c('fcm')} (Firebase Cloud Messaging, which
          needs a service-account file, see {c('fcm.filePath')}) or {c('jpush')} (JPush). iOS sound, badge and production/sandbox settings sit under{' '}
          {c('iosPush')}.
        </>
      ),
    },
  },
  {
    id: 'no-offline-push',
    topic: 'push',
    question: {'zh-Hans': '应用退到后台后收不到推送，应该检查什么？', en: 'The app gets no push when it is in the background. What should I check?'},
    answer: {
      'zh-Hans': (
        <>
          依次检查：推送通道的凭据是否已在 {c('config/openim-push.yml')} 中填写（发布版本中它们都是空的）；客户端是否把设备的推送 token 上报给了服务端（使用 FCM
          时为 {c('/third/fcm_update_token')}）；用户是否把该会话设为免打扰；{c('openim-push')}{' '}
          的日志中是否有厂商接口的报错。在线时消息走长连接，不会触发离线推送。
        </>
      ),
      en: (
        <>
          Check in order: the provider's credentials are filled in {c('config/openim-push.yml')} (they are empty in the release); the client reported its device
          push token to the server ({c('/third/fcm_update_token')} with FCM); the user has not muted the conversation; the {c('openim-push')} logs show no error
          from the vendor's API. While the app is online, messages arrive over the connection and no offline push is sent.
        </>
      ),
    },
  },
  {
    id: 'object-storage-options',
    topic: 'storage',
    question: {'zh-Hans': '图片和文件存在哪里？可以换成云存储吗？', en: 'Where are pictures and files stored? Can I use cloud storage?'},
    answer: {
      'zh-Hans': (
        <>
          默认存在 MinIO。{c('config/openim-rpc-third.yml')} 的 {c('object.enable')} 可以改为 {c('cos')}（腾讯云）、{c('oss')}（阿里云）、{c('kodo')}（七牛）或{' '}
          {c('aws')}（AWS S3），并在同一文件中填写对应的桶和密钥。客户端直接与存储交互，服务端只负责签名。
        </>
      ),
      en: (
        <>
          In MinIO by default. Set {c('object.enable')} in {c('config/openim-rpc-third.yml')} to {c('cos')} (Tencent Cloud), {c('oss')} (Alibaba Cloud),{' '}
          {c('kodo')} (Qiniu) or {c('aws')} (AWS S3) and fill in that store's bucket and keys in the same file. Clients talk to the store directly; the server
          only signs the requests.
        </>
      ),
    },
  },
  {
    id: 'images-do-not-load',
    topic: 'storage',
    question: {'zh-Hans': '图片能上传但客户端无法显示，为什么？', en: 'Pictures upload but clients cannot display them. Why?'},
    answer: {
      'zh-Hans': (
        <>
          通常是 MinIO 的外部地址不对。{c('config/minio.yml')} 的 {c('externalAddress')}（openim-docker 中为 {c('.env')} 的 {c('MINIO_EXTERNAL_ADDRESS')}
          ）默认是 {c(`http://external_ip:${portOf('MinIO')}`)}，必须改成客户端能访问的 IP 或域名，并开放该端口。内部地址 {c('internalAddress')}{' '}
          只供服务端使用。
        </>
      ),
      en: (
        <>
          Usually MinIO's external address is wrong. {c('externalAddress')} in {c('config/minio.yml')} ({c('MINIO_EXTERNAL_ADDRESS')} in openim-docker's{' '}
          {c('.env')}) defaults to {c(`http://external_ip:${portOf('MinIO')}`)}; change it to an IP or domain clients can reach and open that port. The{' '}
          {c('internalAddress')} is for the server only.
        </>
      ),
    },
  },
  {
    id: 'message-retention',
    topic: 'storage',
    question: {'zh-Hans': '聊天记录和文件会保存多久？', en: 'How long are messages and files kept?'},
    answer: {
      'zh-Hans': (
        <>
          由 {c('config/openim-crontask.yml')} 决定：{c('openim-crontask')} 按 {c('cronExecuteTime')}（默认 {c('0 2 * * *')}，即每天 2 点）运行，删除超过{' '}
          {c('retainChatRecords')} 天（默认 365）的消息，以及超过 {c('fileExpireTime')} 天（默认 180）、类型在 {c('deleteObjectType')} 中的文件。
        </>
      ),
      en: (
        <>
          {c('config/openim-crontask.yml')} decides: {c('openim-crontask')} runs at {c('cronExecuteTime')} (default {c('0 2 * * *')}, 02:00 every day) and
          deletes messages older than {c('retainChatRecords')} days (365 by default) and files older than {c('fileExpireTime')} days (180 by default) whose type
          is listed in {c('deleteObjectType')}.
        </>
      ),
    },
  },
  {
    id: 'which-sdk',
    topic: 'sdk',
    question: {'zh-Hans': '我该选哪个 SDK？', en: 'Which SDK should I choose?'},
    answer: {
      'zh-Hans': (
        <>
          按你的 App 技术栈选：原生 Android 用 Android SDK，原生 iOS 用 iOS SDK；跨平台选对应框架的 SDK（Flutter、React Native、uni-app）；网页用 Web
          SDK（WebAssembly），桌面端用 Electron SDK；游戏用 Unity SDK。所有 SDK 共用同一个 Go 内核，功能一致。对照表见{' '}
          <Link to="/sdks/introduction">客户端 SDK 概览</Link>。
        </>
      ),
      en: (
        <>
          Follow your app's stack: the Android SDK for native Android, the iOS SDK for native iOS; for cross-platform apps, the SDK of your framework (Flutter,
          React Native, uni-app); the Web SDK (WebAssembly) for the browser and the Electron SDK for desktop; the Unity SDK for games. They all share one Go
          core and offer the same features. See the table in the <Link to="/sdks/introduction">client SDK overview</Link>.
        </>
      ),
    },
  },
  {
    id: 'web-wasm-files',
    topic: 'sdk',
    question: {'zh-Hans': 'Web SDK 初始化失败，提示找不到 wasm 文件？', en: 'The Web SDK fails to start and cannot find a wasm file?'},
    answer: {
      'zh-Hans': (
        <>
          Web SDK 需要三个静态文件：页面中加载的 {c('wasm_exec.js')}、内核 {c('openIM.wasm')}、本地数据库 {c('sql-wasm.wasm')}
          。把它们放进站点的静态目录，初始化时用 {c('coreWasmPath')} 和 {c('sqlWasmPath')} 指向它们，并确认 Web 服务器以 {c('application/wasm')} 类型返回{' '}
          {c('.wasm')} 文件。
        </>
      ),
      en: (
        <>
          The Web SDK needs three static files: {c('wasm_exec.js')} loaded by the page, the core {c('openIM.wasm')} and the local database {c('sql-wasm.wasm')}.
          Put them in your site's static folder, point {c('coreWasmPath')} and {c('sqlWasmPath')} at them when initialising, and make sure the web server serves{' '}
          {c('.wasm')} files as {c('application/wasm')}.
        </>
      ),
    },
  },
  {
    id: 'local-database',
    topic: 'sdk',
    question: {'zh-Hans': 'SDK 会在本地保存数据吗？', en: 'Does the SDK keep data locally?'},
    answer: {
      'zh-Hans': (
        <>
          会。内核把会话、消息、好友和群组同步到本地 SQLite 数据库（Web 端为运行在浏览器中的 SQLite WebAssembly
          版本），大多数查询直接读本地，因此速度快且离线可用。登录后 SDK 会按 seq 增量补齐缺失的消息。
        </>
      ),
      en: (
        <>
          Yes. The core syncs conversations, messages, friends and groups into a local SQLite database (on the web, a WebAssembly build of SQLite running in the
          browser), and most queries read it directly, so they are fast and work offline. After login the SDK fills in missing messages incrementally by seq.
        </>
      ),
    },
  },
  {
    id: 'server-sdk-compatibility',
    topic: 'upgrades',
    question: {'zh-Hans': '客户端 SDK 与服务端的版本需要对应吗？', en: 'Must the SDK and server versions match?'},
    answer: {
      'zh-Hans': (
        <>
          {`需要属于同一发布系列。本文档对应服务端 ${SERVER_RELEASE.version}（`}
          {c(SERVER_RELEASE.ref)}
          {`）与 SDK 内核 ${SDK_CORE_RELEASE.version}（`}
          {c(SDK_CORE_RELEASE.ref)}）；两者通过 {c('openimsdk/protocol')} 定义的协议通信，跨大版本混用可能因字段或接口变化而失败。
        </>
      ),
      en: (
        <>
          {`They should come from the same release series. These docs cover server ${SERVER_RELEASE.version} (`}
          {c(SERVER_RELEASE.ref)}
          {`) and SDK core ${SDK_CORE_RELEASE.version} (`}
          {c(SDK_CORE_RELEASE.ref)}); they speak the protocol defined in {c('openimsdk/protocol')}, and mixing major versions can break on changed fields or
          calls.
        </>
      ),
    },
  },
  {
    id: 'upgrade-patch-release',
    topic: 'upgrades',
    question: {'zh-Hans': '如何升级到新的补丁版本？', en: 'How do I upgrade to a new patch release?'},
    answer: {
      'zh-Hans': (
        <>
          先阅读新版本的 {c('CHANGELOG.md')} 和发布说明；备份 MongoDB（服务端仓库的 {c('docker-compose.yml')} 把 {c('MONGO_BACKUP_DIR')}，默认{' '}
          {c('components/backup/mongo/')}，挂载到容器的 {c('/data/backup')}）；对比新旧版本 {c('config/')}{' '}
          目录中的配置文件，把新增的键合并到你的配置；然后更新镜像标签（openim-docker 中为 {c('.env')} 的 {c('OPENIM_SERVER_IMAGE')}）或重新编译并重启。
        </>
      ),
      en: (
        <>
          Read the new release's {c('CHANGELOG.md')} and release notes; back up MongoDB (the server repository's {c('docker-compose.yml')} mounts{' '}
          {c('MONGO_BACKUP_DIR')}, by default {c('components/backup/mongo/')}, at {c('/data/backup')} in the container); diff the {c('config/')} folder between
          the versions and merge new keys into your configuration; then update the image tag ({c('OPENIM_SERVER_IMAGE')} in openim-docker's {c('.env')}) or
          rebuild, and restart.
        </>
      ),
    },
  },
  {
    id: 'release-notes',
    topic: 'upgrades',
    question: {'zh-Hans': '在哪里查看版本变更？', en: 'Where can I see what changed between versions?'},
    answer: {
      'zh-Hans': (
        <>
          服务端仓库 {c('openimsdk/open-im-server')} 根目录的 {c('CHANGELOG.md')} 以及 GitHub Releases 页面；各 SDK 仓库也有自己的发布记录。版本号写在服务端的{' '}
          {c('version/version')} 文件中。
        </>
      ),
      en: (
        <>
          The {c('CHANGELOG.md')} at the root of {c('openimsdk/open-im-server')} and its GitHub Releases page; each SDK repository has its own releases too. The
          server's version string lives in its {c('version/version')} file.
        </>
      ),
    },
  },
  {
    id: 'license',
    topic: 'licensing',
    question: {'zh-Hans': 'OpenIM 使用什么许可证？', en: 'What licence is OpenIM under?'},
    answer: {
      'zh-Hans': (
        <>
          OpenIM Server（{c('open-im-server')}
          {`，${SERVER_RELEASE.ref}）以 Apache License 2.0 发布，见仓库根目录的 `}
          {c('LICENSE')}。其他仓库以各自的 {c('LICENSE')} 文件为准。
        </>
      ),
      en: (
        <>
          OpenIM Server ({c('open-im-server')}
          {`, ${SERVER_RELEASE.ref}) is released under the Apache License 2.0; see the `}
          {c('LICENSE')} file at the repository root. Other repositories are governed by their own {c('LICENSE')} files.
        </>
      ),
    },
  },
  {
    id: 'commercial-use',
    topic: 'licensing',
    question: {'zh-Hans': '可以在商业产品中使用吗？', en: 'Can I use it in a commercial product?'},
    answer: {
      'zh-Hans': (
        <>
          Apache 2.0 允许商业使用、修改和私有部署，但需要保留版权和许可证声明，并在修改过的文件中注明改动。如果需要开源版之外的功能或商业支持，请查看{' '}
          <Link href={BUSINESS_URL}>商业版</Link>。
        </>
      ),
      en: (
        <>
          Apache 2.0 allows commercial use, modification and private deployment, as long as you keep the copyright and licence notices and mark the files you
          changed. For features beyond the open-source edition or commercial support, see the <Link href={BUSINESS_URL}>business edition</Link>.
        </>
      ),
    },
  },
];
