/** Methods of the message module (the create* message builders). Facts: see ../sources.ts. */
import type {Localized} from '../../locale';
import type {ParamDoc, PlatformEntry, PlatformMethod, SdkMethod, SdkPlatformId} from '../types';

const L = (zh: string, en: string): Localized => ({'zh-Hans': zh, en});
const missing = (zh: string, en: string): PlatformEntry => ({missing: L(zh, en)});

/** The result every builder returns: a message object that has not been sent yet. */
const built = (zh: string, en: string): ParamDoc => ({
  description: L(
    `${zh}消息只存在于内存中，状态为发送中（\`status\` 1），尚未写入本地数据库，也没有发给任何人；把它传给 \`sendMessage\`。`,
    `${en} The message exists only in memory, with status sending (\`status\` 1); it is not in the local database and has not been sent. Pass it to \`sendMessage\`.`,
  ),
  ref: 'class/message/messageInfo',
});

const OPTIONS_DOC = (zh: string, en: string): ParamDoc => ({description: L(zh, en)});

type Media = 'Image' | 'Sound' | 'Video' | 'File';

/** Note on a mobile entry shown on a ByFile page: the platform's equivalent is the FromFullPath builder. */
const fullPathInstead = (k: Media): Localized =>
  L(
    `该平台没有 \`create${k}MessageByFile\`（\`File\` 是浏览器对象）；这里列出的是它的对应方法 \`create${k}MessageFromFullPath\`，传入本地文件的绝对路径。`,
    `This platform has no \`create${k}MessageByFile\` (\`File\` is a browser object); shown here is its counterpart \`create${k}MessageFromFullPath\`, which takes the absolute path of a local file.`,
  );

/** Note on the Web entry shown on a FromFullPath page: the browser has no paths, so ByFile is the equivalent. */
const byFileInstead = (k: Media): Localized =>
  L(
    `Web SDK 没有 \`create${k}MessageFromFullPath\`（浏览器拿不到本地路径）；这里列出的是它的对应方法 \`create${k}MessageByFile\`，传入 \`<input type="file">\` 得到的 \`File\`。`,
    `The Web SDK has no \`create${k}MessageFromFullPath\` (a browser has no file paths); shown here is its counterpart \`create${k}MessageByFile\`, which takes a \`File\` from \`<input type="file">\`.`,
  );

const electronNoByFile = (k: Media): PlatformEntry =>
  missing(
    `\`getWithRenderProcess()\` 返回的实例在类型上沿用了 Web SDK 的 \`create${k}MessageByFile\`，但 Electron 主进程没有实现它，调用会失败。请用 \`create${k}MessageFromFullPath\` 传入本地文件路径；文件已上传时用 \`create${k}MessageByURL\`。`,
    `The instance from \`getWithRenderProcess()\` inherits the Web SDK's \`create${k}MessageByFile\` in its typings, but the Electron main process does not implement it and the call fails. Use \`create${k}MessageFromFullPath\` with a local file path, or \`create${k}MessageByURL\` when the file is already uploaded.`,
  );
const rnNoByFile = (k: Media): PlatformEntry =>
  missing(
    `React Native SDK 没有 \`create${k}MessageByFile\`；用 \`create${k}MessageFromFullPath\` 传入选择器返回的本地文件路径，或在文件已上传时用 \`create${k}MessageByURL\`。`,
    `The React Native SDK has no \`create${k}MessageByFile\`; use \`create${k}MessageFromFullPath\` with the local path a picker returns, or \`create${k}MessageByURL\` when the file is already uploaded.`,
  );
const uniNoByFile = (k: Media): PlatformEntry =>
  missing(
    `uni-app 插件没有 ByFile 方法；用 \`IMSDK.IMMethods.Create${k}MessageFromFullPath\` 传入 \`uni.choose*\` 返回的本地路径，或在文件已上传时用 \`Create${k}MessageByURL\`。`,
    `The uni-app plugin has no ByFile method; use \`IMSDK.IMMethods.Create${k}MessageFromFullPath\` with the local path \`uni.choose*\` returns, or \`Create${k}MessageByURL\` when the file is already uploaded.`,
  );
const unityNoByFile = (k: Media): PlatformEntry =>
  missing(
    `Unity SDK 没有 ByFile 方法；用 \`IMSDK.Create${k}MessageFromFullPath\` 传入本地文件的绝对路径，或在文件已上传时用 \`IMSDK.Create${k}MessageByURL\`。`,
    `The Unity SDK has no ByFile method; use \`IMSDK.Create${k}MessageFromFullPath\` with the absolute path of a local file, or \`IMSDK.Create${k}MessageByURL\` when the file is already uploaded.`,
  );
const miniNoFullPath = (k: Media): PlatformEntry =>
  missing(
    `小程序 SDK 没有 \`create${k}MessageFromFullPath\`（内核运行在 oimws 代理上，读不到小程序的本地文件）；请自行上传（如 \`wx.uploadFile\`）后用 \`create${k}MessageByURL\`。\`create${k}MessageByFile\` 需要浏览器的 \`File\` 和 \`fetch\`，只能在 H5 等浏览器环境中使用。`,
    `The mini-program SDK has no \`create${k}MessageFromFullPath\` (the core runs on the oimws proxy and cannot read the mini program's files); upload the file yourself (\`wx.uploadFile\`, for example) and use \`create${k}MessageByURL\`. \`create${k}MessageByFile\` needs the browser's \`File\` and \`fetch\`, so it only works in a browser environment such as an H5 build.`,
  );

/** Note on a mini-program ByFile entry: what the SDK does, then why it cannot run in a WeChat mini program. */
const miniByFile = (k: Media, zh: string, en: string): Localized =>
  L(
    `${zh}上传用的是浏览器的 \`File\`、\`FileReader\` 和 \`fetch\`，微信小程序里没有这些对象，所以该方法只能在具备它们的环境（如 H5）中使用；在微信小程序里请先用 \`wx.uploadFile\` 上传到自己的存储，再调用 \`create${k}MessageByURL\`。`,
    `${en} The upload uses the browser's \`File\`, \`FileReader\` and \`fetch\`, which WeChat mini programs do not have, so the method only works where they exist (an H5 build, for example); in a WeChat mini program upload with \`wx.uploadFile\` to your own storage first and call \`create${k}MessageByURL\`.`,
  );

const MINI_NOT_OSS = L(
  '小程序 SDK 的 `sendMessage` 实际调用的是 `SendMessageNotOss`，不会再上传文件，所以 URL 必须是已可访问的地址。',
  "The mini-program SDK's `sendMessage` actually calls `SendMessageNotOss` and never uploads, so the URLs must already be reachable.",
);

// ---------------------------------------------------------------------------------------------------------------
// Media builders: the same three shapes for image, sound, video and file.
// ---------------------------------------------------------------------------------------------------------------

interface FullPathForms {
  android: PlatformMethod;
  ios: PlatformMethod;
  flutter: PlatformMethod;
  electron: PlatformMethod;
  'react-native': PlatformMethod;
  uniapp: PlatformMethod;
  unity: PlatformMethod;
}
interface ByFileForms {
  web: PlatformMethod;
  'mini-program': PlatformMethod;
}

// ----- image -----
const IMAGE_FULL: FullPathForms = {
  android: {
    name: 'createImageMessageFromFullPath',
    signature: 'public Message createImageMessageFromFullPath(String imagePath)',
    params: [{name: 'imagePath', type: 'String'}],
    returns: 'Message',
    example: `Message message = OpenIMClient.getInstance().messageManager
        .createImageMessageFromFullPath("/storage/emulated/0/DCIM/Camera/IMG_0001.jpg");`,
  },
  ios: {
    name: 'createImageMessageFromFullPath:',
    signature: '+ (OIMMessageInfo *)createImageMessageFromFullPath:(NSString *)imagePath;',
    params: [{name: 'imagePath', type: 'NSString *'}],
    returns: 'OIMMessageInfo *',
    example: `NSString *path = [NSTemporaryDirectory() stringByAppendingPathComponent:@"photo.jpg"];
OIMMessageInfo *message = [OIMMessageInfo createImageMessageFromFullPath:path];`,
    note: L(
      'iOS 的 `create*` 是 `OIMMessageInfo` 的类方法，不在 `OIMManager.manager` 上。',
      'On iOS the `create*` builders are class methods of `OIMMessageInfo`, not methods of `OIMManager.manager`.',
    ),
  },
  flutter: {
    name: 'createImageMessageFromFullPath',
    signature: `Future<Message> createImageMessageFromFullPath({
  required String imagePath,
  String? operationID,
})`,
    params: [
      {name: 'imagePath', type: 'String'},
      {name: 'operationID', type: 'String?', required: false},
    ],
    returns: 'Future<Message>',
    example: `// picked: the XFile an image picker returned
final message = await OpenIM.iMManager.messageManager
    .createImageMessageFromFullPath(imagePath: picked.path);`,
  },
  electron: {
    name: 'createImageMessageFromFullPath',
    signature: 'createImageMessageFromFullPath(imagePath: string, opid?: string): Promise<WsResponse<MessageItem>>',
    params: [
      {name: 'imagePath', type: 'string'},
      {name: 'opid', type: 'string', required: false, doc: 'operationID'},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `const {data: message} = await IMSDK.createImageMessageFromFullPath('/Users/me/Pictures/photo.png');`,
  },
  'react-native': {
    name: 'createImageMessageFromFullPath',
    signature: 'createImageMessageFromFullPath(imagePath: string, operationID?: string): Promise<MessageItem>',
    params: [
      {name: 'imagePath', type: 'string'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<MessageItem>',
    example: `// path from an image picker, without the file:// prefix
const message = await OpenIMSDK.createImageMessageFromFullPath(localPath);`,
  },
  uniapp: {
    name: 'IMMethods.CreateImageMessageFromFullPath',
    signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateImageMessageFromFullPath, operationID: string, imagePath: string): Promise<MessageItem>',
    params: [
      {name: 'operationID', type: 'string'},
      {name: 'imagePath', type: 'string'},
    ],
    returns: 'Promise<MessageItem>',
    example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const {tempFilePaths} = await uni.chooseImage({count: 1});
const path = plus.io.convertLocalFileSystemURL(tempFilePaths[0]);
const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateImageMessageFromFullPath, IMSDK.uuid(), path)) as MessageItem;`,
  },
  unity: {
    name: 'CreateImageMessageFromFullPath',
    signature: 'public static Message CreateImageMessageFromFullPath(string imageFullPath)',
    params: [{name: 'imageFullPath', type: 'string', doc: 'imagePath'}],
    returns: 'Message',
    example: `var path = Path.Combine(Application.persistentDataPath, "photo.png");
var message = IMSDK.CreateImageMessageFromFullPath(path);`,
  },
};

const IMAGE_BYFILE: ByFileForms = {
  web: {
    name: 'createImageMessageByFile',
    signature: `createImageMessageByFile(
  params: ImageMsgParamsByURL & {file: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'params', type: 'ImageMsgParamsByURL & {file: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `const [file] = document.querySelector<HTMLInputElement>('#attachment')?.files ?? [];
if (!file) throw new Error('Choose a file first');
const {width, height} = await createImageBitmap(file);
const info = {uuid: crypto.randomUUID(), type: file.type, size: file.size, width, height, url: ''};
const {data: message} = await OpenIM.createImageMessageByFile({
  sourcePath: file.name, file,
  sourcePicture: info, bigPicture: {...info}, snapshotPicture: {...info},
});`,
    note: L(
      'SDK 把 `sourcePicture.uuid` 改成 `<uuid>/<文件名>`，并把 `File` 暂存在内存里；真正的上传发生在 `sendMessage` 时。宽高需要自己读出（例如用 `createImageBitmap(file)`）。',
      'The SDK rewrites `sourcePicture.uuid` to `<uuid>/<file name>` and keeps the `File` in memory; the upload itself happens in `sendMessage`. Read the width and height yourself (for example with `createImageBitmap(file)`).',
    ),
  },
  'mini-program': {
    name: 'createImageMessageByFile',
    signature: `createImageMessageByFile(
  params: ImageMsgParams & {file: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'params', type: 'ImageMsgParams & {file: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `declare const file: File; // a browser File, e.g. from <input type="file"> in an H5 build; WeChat has none
const info = {uuid: '', type: file.type, size: file.size, width: 1080, height: 720, url: ''};
const {data: message} = await OpenIM.createImageMessageByFile({
  sourcePath: '', file,
  sourcePicture: info, bigPicture: {...info}, snapshotPicture: {...info},
});`,
    note: miniByFile(
      'Image',
      '小程序 SDK 在这一步就上传文件（失败时以 10005 reject），再把得到的地址写进三个 `url`（缩略图地址附带 `type=image&width&height` 参数），然后调用 `createImageMessageByURL`。',
      'The mini-program SDK uploads the file right here (rejecting with 10005 on failure), writes the resulting address into the three `url` fields (the snapshot URL gets `type=image&width&height` parameters), then calls `createImageMessageByURL`.',
    ),
  },
};

// ----- sound -----
const SOUND_FULL: FullPathForms = {
  android: {
    name: 'createSoundMessageFromFullPath',
    signature: 'public Message createSoundMessageFromFullPath(String soundPath, long duration)',
    params: [
      {name: 'soundPath', type: 'String'},
      {name: 'duration', type: 'long'},
    ],
    returns: 'Message',
    example: `// recordFile: the file MediaRecorder wrote, 12 seconds long
Message message = OpenIMClient.getInstance().messageManager
        .createSoundMessageFromFullPath(recordFile.getAbsolutePath(), 12);`,
  },
  ios: {
    name: 'createSoundMessageFromFullPath:duration:',
    signature: `+ (OIMMessageInfo *)createSoundMessageFromFullPath:(NSString *)soundPath
                                          duration:(NSInteger)duration;`,
    params: [
      {name: 'soundPath', type: 'NSString *'},
      {name: 'duration', type: 'NSInteger'},
    ],
    returns: 'OIMMessageInfo *',
    example: `OIMMessageInfo *message = [OIMMessageInfo createSoundMessageFromFullPath:recorder.url.path
                                                          duration:12];`,
  },
  flutter: {
    name: 'createSoundMessageFromFullPath',
    signature: `Future<Message> createSoundMessageFromFullPath({
  required String soundPath,
  required int duration,
  String? operationID,
})`,
    params: [
      {name: 'soundPath', type: 'String'},
      {name: 'duration', type: 'int'},
      {name: 'operationID', type: 'String?', required: false},
    ],
    returns: 'Future<Message>',
    example: `final message = await OpenIM.iMManager.messageManager.createSoundMessageFromFullPath(
  soundPath: recordedPath,
  duration: 12,
);`,
  },
  electron: {
    name: 'createSoundMessageFromFullPath',
    signature: 'createSoundMessageFromFullPath(params: SoundMsgByPathParams, opid?: string): Promise<WsResponse<MessageItem>>',
    params: [
      {name: 'params', type: 'SoundMsgByPathParams', doc: 'pathParams'},
      {name: 'opid', type: 'string', required: false, doc: 'operationID'},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `const {data: message} = await IMSDK.createSoundMessageFromFullPath({
  soundPath: '/Users/me/Library/voice/0001.m4a',
  duration: 12,
});`,
  },
  'react-native': {
    name: 'createSoundMessageFromFullPath',
    signature: 'createSoundMessageFromFullPath(params: SoundMsgByPathParams, operationID?: string): Promise<MessageItem>',
    params: [
      {name: 'params', type: 'SoundMsgByPathParams', doc: 'pathParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<MessageItem>',
    example: `const message = await OpenIMSDK.createSoundMessageFromFullPath({soundPath: recordedPath, duration: 12});`,
  },
  uniapp: {
    name: 'IMMethods.CreateSoundMessageFromFullPath',
    signature:
      'IMSDK.asyncApi(IMSDK.IMMethods.CreateSoundMessageFromFullPath, operationID: string, options: {soundPath: string; duration: number}): Promise<MessageItem>',
    params: [
      {name: 'operationID', type: 'string'},
      {name: 'options', type: '{soundPath: string; duration: number}', doc: 'pathParams'},
    ],
    returns: 'Promise<MessageItem>',
    example: `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const recordFile: string; // tempFilePath from the onStop event of uni.getRecorderManager()

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateSoundMessageFromFullPath, IMSDK.uuid(), {
  soundPath: plus.io.convertLocalFileSystemURL(recordFile),
  duration: 12,
})) as MessageItem;`,
  },
  unity: {
    name: 'CreateSoundMessageFromFullPath',
    signature: 'public static Message CreateSoundMessageFromFullPath(string soundPath, long duration)',
    params: [
      {name: 'soundPath', type: 'string'},
      {name: 'duration', type: 'long'},
    ],
    returns: 'Message',
    example: `var path = Path.Combine(Application.persistentDataPath, "voice.wav");
var message = IMSDK.CreateSoundMessageFromFullPath(path, 12);`,
  },
};

const SOUND_BYFILE: ByFileForms = {
  web: {
    name: 'createSoundMessageByFile',
    signature: `createSoundMessageByFile(
  data: SoundMsgParamsByURL & {file: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'data', type: 'SoundMsgParamsByURL & {file: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `declare const recording: Blob; // what a MediaRecorder recorded, 12 s long

const file = new File([recording], 'voice.webm', {type: recording.type});
const {data: message} = await OpenIM.createSoundMessageByFile({
  uuid: crypto.randomUUID(), soundPath: '', sourceUrl: '',
  dataSize: file.size, duration: 12, soundType: file.type, file,
});`,
    note: L(
      'SDK 把 `uuid` 改成 `<uuid>/<文件名>` 并在内存里暂存 `File`，上传发生在 `sendMessage` 时。',
      'The SDK rewrites `uuid` to `<uuid>/<file name>` and keeps the `File` in memory; the upload happens in `sendMessage`.',
    ),
  },
  'mini-program': {
    name: 'createSoundMessageByFile',
    signature: `createSoundMessageByFile(
  params: SoundMsgParams & {file: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'params', type: 'SoundMsgParams & {file: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `declare const file: File; // a browser File, e.g. from <input type="file"> in an H5 build; WeChat has none
const {data: message} = await OpenIM.createSoundMessageByFile({
  uuid: '', soundPath: '', sourceUrl: '',
  dataSize: file.size, duration: 12, file,
});`,
    note: miniByFile(
      'Sound',
      '小程序 SDK 在这一步就上传文件（失败时以 10005 reject），把地址写入 `sourceUrl` 后调用 `createSoundMessageByURL`。',
      'The mini-program SDK uploads the file right here (rejecting with 10005 on failure), writes the address into `sourceUrl`, then calls `createSoundMessageByURL`.',
    ),
  },
};

// ----- video -----
const VIDEO_FULL: FullPathForms = {
  android: {
    name: 'createVideoMessageFromFullPath',
    signature: 'public Message createVideoMessageFromFullPath(String videoPath, String videoType, long duration, String snapshotPath)',
    params: [
      {name: 'videoPath', type: 'String'},
      {name: 'videoType', type: 'String'},
      {name: 'duration', type: 'long'},
      {name: 'snapshotPath', type: 'String'},
    ],
    returns: 'Message',
    example: `Message message = OpenIMClient.getInstance().messageManager.createVideoMessageFromFullPath(
        videoFile.getAbsolutePath(), "video/mp4", 30, coverFile.getAbsolutePath());`,
  },
  ios: {
    name: 'createVideoMessageFromFullPath:videoType:duration:snapshotPath:',
    signature: `+ (OIMMessageInfo *)createVideoMessageFromFullPath:(NSString *)videoPath
                                         videoType:(NSString *)videoType
                                          duration:(NSInteger)duration
                                      snapshotPath:(NSString *)snapshotPath;`,
    params: [
      {name: 'videoPath', type: 'NSString *'},
      {name: 'videoType', type: 'NSString *'},
      {name: 'duration', type: 'NSInteger'},
      {name: 'snapshotPath', type: 'NSString *'},
    ],
    returns: 'OIMMessageInfo *',
    example: `OIMMessageInfo *message = [OIMMessageInfo createVideoMessageFromFullPath:videoURL.path
                                                        videoType:@"video/mp4"
                                                         duration:30
                                                     snapshotPath:coverPath];`,
  },
  flutter: {
    name: 'createVideoMessageFromFullPath',
    signature: `Future<Message> createVideoMessageFromFullPath({
  required String videoPath,
  required String videoType,
  required int duration,
  required String snapshotPath,
  String? operationID,
})`,
    params: [
      {name: 'videoPath', type: 'String'},
      {name: 'videoType', type: 'String'},
      {name: 'duration', type: 'int'},
      {name: 'snapshotPath', type: 'String'},
      {name: 'operationID', type: 'String?', required: false},
    ],
    returns: 'Future<Message>',
    example: `final message = await OpenIM.iMManager.messageManager.createVideoMessageFromFullPath(
  videoPath: video.path,
  videoType: 'video/mp4',
  duration: 30,
  snapshotPath: coverPath,
);`,
  },
  electron: {
    name: 'createVideoMessageFromFullPath',
    signature: 'createVideoMessageFromFullPath(params: VideoMsgByPathParams, opid?: string): Promise<WsResponse<MessageItem>>',
    params: [
      {name: 'params', type: 'VideoMsgByPathParams', doc: 'pathParams'},
      {name: 'opid', type: 'string', required: false, doc: 'operationID'},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `const {data: message} = await IMSDK.createVideoMessageFromFullPath({
  videoPath: '/Users/me/Movies/clip.mp4',
  videoType: 'video/mp4',
  duration: 30,
  snapshotPath: '/Users/me/Movies/clip-cover.jpg',
});`,
  },
  'react-native': {
    name: 'createVideoMessageFromFullPath',
    signature: 'createVideoMessageFromFullPath(params: VideoMsgByPathParams, operationID?: string): Promise<MessageItem>',
    params: [
      {name: 'params', type: 'VideoMsgByPathParams', doc: 'pathParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<MessageItem>',
    example: `const message = await OpenIMSDK.createVideoMessageFromFullPath({
  videoPath, videoType: 'video/mp4', duration: 30, snapshotPath: coverPath,
});`,
  },
  uniapp: {
    name: 'IMMethods.CreateVideoMessageFromFullPath',
    signature:
      'IMSDK.asyncApi(IMSDK.IMMethods.CreateVideoMessageFromFullPath, operationID: string, options: {videoPath: string; videoType: string; duration: number; snapshotPath: string}): Promise<MessageItem>',
    params: [
      {name: 'operationID', type: 'string'},
      {name: 'options', type: '{videoPath: string; videoType: string; duration: number; snapshotPath: string}', doc: 'pathParams'},
    ],
    returns: 'Promise<MessageItem>',
    example: `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const videoPath: string; // absolute path of the recorded video
declare const coverPath: string; // absolute path of a cover image taken from it

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateVideoMessageFromFullPath, IMSDK.uuid(), {
  videoPath, videoType: 'video/mp4', duration: 30, snapshotPath: coverPath,
})) as MessageItem;`,
  },
  unity: {
    name: 'CreateVideoMessageFromFullPath',
    signature: 'public static Message CreateVideoMessageFromFullPath(string videoFullPath, string videoType, long duration, string snapshotFullPath)',
    params: [
      {name: 'videoFullPath', type: 'string', doc: 'videoPath'},
      {name: 'videoType', type: 'string'},
      {name: 'duration', type: 'long'},
      {name: 'snapshotFullPath', type: 'string', doc: 'snapshotPath'},
    ],
    returns: 'Message',
    example: `var message = IMSDK.CreateVideoMessageFromFullPath(videoPath, "video/mp4", 30, coverPath);`,
  },
};

const VIDEO_BYFILE: ByFileForms = {
  web: {
    name: 'createVideoMessageByFile',
    signature: `createVideoMessageByFile(
  data: VideoMsgParamsByURL & {videoFile: File; snapshotFile: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'data', type: 'VideoMsgParamsByURL & {videoFile: File; snapshotFile: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `declare const videoFile: File; // the video the user picked
declare const snapshotFile: File; // its cover: a frame drawn from a <video> onto a canvas, as a 640×360 JPEG

const {data: message} = await OpenIM.createVideoMessageByFile({
  videoFile, snapshotFile,
  videoPath: videoFile.name, videoUUID: crypto.randomUUID(), videoUrl: '', videoType: videoFile.type,
  videoSize: videoFile.size, duration: 30,
  snapshotPath: snapshotFile.name, snapshotUUID: crypto.randomUUID(), snapshotUrl: '',
  snapshotSize: snapshotFile.size, snapshotWidth: 640, snapshotHeight: 360,
});`,
    note: L(
      '需要两个 `File`：视频和封面图（通常用 `<video>` 与 `canvas` 截一帧生成）。SDK 把 `videoUUID`、`snapshotUUID` 改成 `<uuid>/<文件名>` 并暂存两个文件，上传发生在 `sendMessage` 时。',
      'Two `File`s are needed: the video and a cover image (usually a frame drawn from a `<video>` onto a `canvas`). The SDK rewrites `videoUUID` and `snapshotUUID` to `<uuid>/<file name>` and keeps both files in memory; the upload happens in `sendMessage`.',
    ),
  },
  'mini-program': {
    name: 'createVideoMessageByFile',
    signature: `createVideoMessageByFile(
  params: VideoMsgParams & {videoFile: File; snapshotFile: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'params', type: 'VideoMsgParams & {videoFile: File; snapshotFile: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `declare const videoFile: File; // browser Files, e.g. from <input type="file"> in an H5 build; WeChat has none
declare const snapshotFile: File; // the cover image, e.g. a frame drawn to a canvas and saved as a File
const {data: message} = await OpenIM.createVideoMessageByFile({
  videoFile, snapshotFile,
  videoPath: '', videoUUID: '', videoUrl: '', videoType: 'video/mp4', videoSize: videoFile.size, duration: 30,
  snapshotPath: '', snapshotUUID: '', snapshotUrl: '', snapshotSize: snapshotFile.size,
  snapshotWidth: 640, snapshotHeight: 360,
});`,
    note: miniByFile(
      'Video',
      '小程序 SDK 在这一步并行上传视频和封面，写入 `videoUrl` 和 `snapshotUrl`（封面地址附带 `type=image&width&height` 参数）后调用 `createVideoMessageByURL`。上传失败不会 reject：消息照样创建，只是 `videoUrl` 为空、`snapshotUrl` 以 `undefined` 开头，发送前请检查。',
      'The mini-program SDK uploads the video and the cover in parallel right here, writes `videoUrl` and `snapshotUrl` (the cover URL gets `type=image&width&height` parameters), then calls `createVideoMessageByURL`. A failed upload does not reject: the message is still created, with an empty `videoUrl` and a `snapshotUrl` starting with `undefined`, so check them before sending.',
    ),
  },
};

// ----- file -----
const FILE_FULL: FullPathForms = {
  android: {
    name: 'createFileMessageFromFullPath',
    signature: 'public Message createFileMessageFromFullPath(String filePath, String fileName)',
    params: [
      {name: 'filePath', type: 'String'},
      {name: 'fileName', type: 'String'},
    ],
    returns: 'Message',
    example: `File doc = new File(getCacheDir(), "report.pdf");
Message message = OpenIMClient.getInstance().messageManager
        .createFileMessageFromFullPath(doc.getAbsolutePath(), doc.getName());`,
  },
  ios: {
    name: 'createFileMessageFromFullPath:fileName:',
    signature: `+ (OIMMessageInfo *)createFileMessageFromFullPath:(NSString *)filePath
                                         fileName:(NSString *)fileName;`,
    params: [
      {name: 'filePath', type: 'NSString *'},
      {name: 'fileName', type: 'NSString *'},
    ],
    returns: 'OIMMessageInfo *',
    example: `OIMMessageInfo *message = [OIMMessageInfo createFileMessageFromFullPath:fileURL.path
                                                       fileName:fileURL.lastPathComponent];`,
  },
  flutter: {
    name: 'createFileMessageFromFullPath',
    signature: `Future<Message> createFileMessageFromFullPath({
  required String filePath,
  required String fileName,
  String? operationID,
})`,
    params: [
      {name: 'filePath', type: 'String'},
      {name: 'fileName', type: 'String'},
      {name: 'operationID', type: 'String?', required: false},
    ],
    returns: 'Future<Message>',
    example: `final message = await OpenIM.iMManager.messageManager.createFileMessageFromFullPath(
  filePath: picked.path,
  fileName: 'report.pdf',
);`,
  },
  electron: {
    name: 'createFileMessageFromFullPath',
    signature: 'createFileMessageFromFullPath(params: FileMsgByPathParams, opid?: string): Promise<WsResponse<MessageItem>>',
    params: [
      {name: 'params', type: 'FileMsgByPathParams', doc: 'pathParams'},
      {name: 'opid', type: 'string', required: false, doc: 'operationID'},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `const {data: message} = await IMSDK.createFileMessageFromFullPath({
  filePath: '/Users/me/Documents/report.pdf',
  fileName: 'report.pdf',
});`,
  },
  'react-native': {
    name: 'createFileMessageFromFullPath',
    signature: 'createFileMessageFromFullPath(params: FileMsgByPathParams, operationID?: string): Promise<MessageItem>',
    params: [
      {name: 'params', type: 'FileMsgByPathParams', doc: 'pathParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<MessageItem>',
    example: `const message = await OpenIMSDK.createFileMessageFromFullPath({filePath: localPath, fileName: 'report.pdf'});`,
  },
  uniapp: {
    name: 'IMMethods.CreateFileMessageFromFullPath',
    signature:
      'IMSDK.asyncApi(IMSDK.IMMethods.CreateFileMessageFromFullPath, operationID: string, options: {filePath: string; fileName: string}): Promise<MessageItem>',
    params: [
      {name: 'operationID', type: 'string'},
      {name: 'options', type: '{filePath: string; fileName: string}', doc: 'pathParams'},
    ],
    returns: 'Promise<MessageItem>',
    example: `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const tempPath: string; // the path a file picker returned

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateFileMessageFromFullPath, IMSDK.uuid(), {
  filePath: plus.io.convertLocalFileSystemURL(tempPath),
  fileName: 'report.pdf',
})) as MessageItem;`,
  },
  unity: {
    name: 'CreateFileMessageFromFullPath',
    signature: 'public static Message CreateFileMessageFromFullPath(string fileFullPath, string fileName)',
    params: [
      {name: 'fileFullPath', type: 'string', doc: 'filePath'},
      {name: 'fileName', type: 'string'},
    ],
    returns: 'Message',
    example: `var path = Path.Combine(Application.persistentDataPath, "report.pdf");
var message = IMSDK.CreateFileMessageFromFullPath(path, "report.pdf");`,
  },
};

const FILE_BYFILE: ByFileForms = {
  web: {
    name: 'createFileMessageByFile',
    signature: `createFileMessageByFile(
  data: FileMsgParamsByURL & {file: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'data', type: 'FileMsgParamsByURL & {file: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `const [file] = document.querySelector<HTMLInputElement>('#attachment')?.files ?? [];
if (!file) throw new Error('Choose a file first');
const {data: message} = await OpenIM.createFileMessageByFile({
  uuid: crypto.randomUUID(), filePath: '', sourceUrl: '',
  fileName: file.name, fileSize: file.size, fileType: file.type, file,
});`,
    note: L(
      'SDK 把 `uuid` 改成 `<uuid>/<文件名>` 并在内存里暂存 `File`，上传发生在 `sendMessage` 时。',
      'The SDK rewrites `uuid` to `<uuid>/<file name>` and keeps the `File` in memory; the upload happens in `sendMessage`.',
    ),
  },
  'mini-program': {
    name: 'createFileMessageByFile',
    signature: `createFileMessageByFile(
  params: FileMsgParams & {file: File},
  operationID?: string,
): Promise<WsResponse<MessageItem>>`,
    params: [
      {name: 'params', type: 'FileMsgParams & {file: File}', doc: 'fileParams'},
      {name: 'operationID', type: 'string', required: false},
    ],
    returns: 'Promise<WsResponse<MessageItem>>',
    example: `declare const file: File; // a browser File, e.g. from <input type="file"> in an H5 build; WeChat has none
const {data: message} = await OpenIM.createFileMessageByFile({
  uuid: '', filePath: '', sourceUrl: '',
  fileName: file.name, fileSize: file.size, file,
});`,
    note: miniByFile(
      'File',
      '小程序 SDK 在这一步就上传文件（失败时以 10005 reject），把地址写入 `sourceUrl` 后调用 `createFileMessageByURL`。',
      'The mini-program SDK uploads the file right here (rejecting with 10005 on failure), writes the address into `sourceUrl`, then calls `createFileMessageByURL`.',
    ),
  },
};

const withNote = (form: PlatformMethod, note: Localized): PlatformMethod => ({...form, note});

/** The nine platforms of a FromFullPath page. */
function fullPathPlatforms(k: Media, full: FullPathForms, byFile: ByFileForms): Record<SdkPlatformId, PlatformEntry> {
  return {
    android: full.android,
    ios: full.ios,
    flutter: full.flutter,
    web: withNote(byFile.web, byFileInstead(k)),
    electron: full.electron,
    'react-native': full['react-native'],
    uniapp: full.uniapp,
    'mini-program': miniNoFullPath(k),
    unity: full.unity,
  };
}

/** The nine platforms of a ByFile page. */
function byFilePlatforms(k: Media, full: FullPathForms, byFile: ByFileForms): Record<SdkPlatformId, PlatformEntry> {
  return {
    android: withNote(full.android, fullPathInstead(k)),
    ios: withNote(full.ios, fullPathInstead(k)),
    flutter: withNote(full.flutter, fullPathInstead(k)),
    web: byFile.web,
    electron: electronNoByFile(k),
    'react-native': rnNoByFile(k),
    uniapp: uniNoByFile(k),
    'mini-program': byFile['mini-program'],
    unity: unityNoByFile(k),
  };
}

// Parameter docs shared by the media pages.

const imagePathDoc: ParamDoc = {
  description: L(
    '本地图片的绝对路径。SDK 会读取图片的宽、高和格式，并把文件复制到初始化时指定的数据目录下备用。',
    'Absolute path of a local image. The SDK reads its width, height and format, and copies the file into the data directory given at init.',
  ),
};
const soundPathDoc: ParamDoc = {
  description: L('本地音频文件的绝对路径；扩展名会被当作 `soundType`。', 'Absolute path of a local audio file; its extension becomes `soundType`.'),
};
const durationDoc: ParamDoc = {
  description: L('时长，单位秒，由你自己测得后传入，SDK 不会读取媒体时长。', 'Duration in seconds, measured by you; the SDK does not read it from the media.'),
};
const videoPathDoc: ParamDoc = {
  description: L('本地视频文件的绝对路径，SDK 会读取文件大小。', 'Absolute path of the local video file; the SDK reads its size.'),
};
const videoTypeDoc: ParamDoc = {
  description: L(
    '视频的 MIME 类型或格式，如 `video/mp4`、`mp4`，原样写入 `videoElem.videoType`。',
    "The video's MIME type or format, such as `video/mp4` or `mp4`, stored as is in `videoElem.videoType`.",
  ),
};
const snapshotPathDoc: ParamDoc = {
  description: L(
    '封面图的本地绝对路径，必须是可解析的图片，SDK 会读取其宽高；传空字符串表示没有封面。',
    'Absolute local path of the cover image; it must be a decodable image, as the SDK reads its size. An empty string means no cover.',
  ),
};
const filePathDoc: ParamDoc = {description: L('本地文件的绝对路径，SDK 会读取文件大小。', 'Absolute path of the local file; the SDK reads its size.')};
const fileNameDoc: ParamDoc = {
  description: L('展示给接收方的文件名，可与磁盘上的名字不同。', 'File name shown to the receiver; may differ from the name on disk.'),
};

const IMAGE_PATH_PARAMS: Record<string, ParamDoc> = {imagePath: imagePathDoc};
const SOUND_PATH_PARAMS: Record<string, ParamDoc> = {
  soundPath: soundPathDoc,
  duration: durationDoc,
  pathParams: OPTIONS_DOC(
    '包含 `soundPath`（本地音频绝对路径）和 `duration`（秒）的对象。',
    'An object with `soundPath` (absolute path of the audio file) and `duration` (seconds).',
  ),
};
const VIDEO_PATH_PARAMS: Record<string, ParamDoc> = {
  videoPath: videoPathDoc,
  videoType: videoTypeDoc,
  duration: durationDoc,
  snapshotPath: snapshotPathDoc,
  pathParams: OPTIONS_DOC(
    '包含 `videoPath`、`videoType`、`duration`（秒）、`snapshotPath`（封面图路径）的对象。',
    "An object with `videoPath`, `videoType`, `duration` (seconds) and `snapshotPath` (the cover image's path).",
  ),
};
const FILE_PATH_PARAMS: Record<string, ParamDoc> = {
  filePath: filePathDoc,
  fileName: fileNameDoc,
  pathParams: OPTIONS_DOC(
    '包含 `filePath`（本地文件绝对路径）和 `fileName` 的对象。',
    'An object with `filePath` (absolute path of the local file) and `fileName`.',
  ),
};

const IMAGE_FILE_PARAMS: Record<string, ParamDoc> = {
  fileParams: {
    description: L(
      '`file`（要发送的 `File`）加上 `createImageMessageByURL` 的全部字段：`sourcePath`、`sourcePicture`、`bigPicture`、`snapshotPicture`（各含 `uuid`、`type`、`size`、`width`、`height`、`url`）。Web 端 `sourcePicture.uuid` 必须填一个唯一值，`url` 留空。',
      '`file` (the `File` to send) plus every field of `createImageMessageByURL`: `sourcePath`, `sourcePicture`, `bigPicture` and `snapshotPicture` (each with `uuid`, `type`, `size`, `width`, `height`, `url`). On Web `sourcePicture.uuid` must be a unique value and `url` stays empty.',
    ),
    ref: 'class/message/pictureInfo',
  },
};
const SOUND_FILE_PARAMS: Record<string, ParamDoc> = {
  fileParams: {
    description: L(
      '`file`（录音或选中的音频 `File`）加上 `createSoundMessageByURL` 的字段：`uuid`、`soundPath`、`sourceUrl`（留空）、`dataSize`（字节）、`duration`（秒）、可选 `soundType`。Web 端 `uuid` 必须唯一。',
      '`file` (the recorded or chosen audio `File`) plus the fields of `createSoundMessageByURL`: `uuid`, `soundPath`, `sourceUrl` (left empty), `dataSize` (bytes), `duration` (seconds) and optional `soundType`. On Web `uuid` must be unique.',
    ),
    ref: 'class/message/soundElem',
  },
};
const VIDEO_FILE_PARAMS: Record<string, ParamDoc> = {
  fileParams: {
    description: L(
      '`videoFile` 与 `snapshotFile`（视频和封面图的 `File`）加上 `createVideoMessageByURL` 的字段：`videoPath`、`videoUUID`、`videoUrl`（留空）、`videoType`、`videoSize`、`duration`（秒）、`snapshotPath`、`snapshotUUID`、`snapshotUrl`（留空）、`snapshotSize`、`snapshotWidth`、`snapshotHeight`。Web 端两个 UUID 都必须唯一。',
      '`videoFile` and `snapshotFile` (the `File`s of the video and its cover) plus the fields of `createVideoMessageByURL`: `videoPath`, `videoUUID`, `videoUrl` (left empty), `videoType`, `videoSize`, `duration` (seconds), `snapshotPath`, `snapshotUUID`, `snapshotUrl` (left empty), `snapshotSize`, `snapshotWidth` and `snapshotHeight`. On Web both UUIDs must be unique.',
    ),
    ref: 'class/message/videoElem',
  },
};
const FILE_FILE_PARAMS: Record<string, ParamDoc> = {
  fileParams: {
    description: L(
      '`file`（要发送的 `File`）加上 `createFileMessageByURL` 的字段：`uuid`、`filePath`、`sourceUrl`（留空）、`fileName`、`fileSize`（字节）、可选 `fileType`。Web 端 `uuid` 必须唯一。',
      '`file` (the `File` to send) plus the fields of `createFileMessageByURL`: `uuid`, `filePath`, `sourceUrl` (left empty), `fileName`, `fileSize` (bytes) and optional `fileType`. On Web `uuid` must be unique.',
    ),
    ref: 'class/message/fileElem',
  },
};

const IMAGE_RESULT = built('一条图片消息（`contentType` 102，内容在 `pictureElem`）。', 'A picture message (`contentType` 102, content in `pictureElem`).');
const SOUND_RESULT = built('一条语音消息（`contentType` 103，内容在 `soundElem`）。', 'A voice message (`contentType` 103, content in `soundElem`).');
const VIDEO_RESULT = built('一条视频消息（`contentType` 104，内容在 `videoElem`）。', 'A video message (`contentType` 104, content in `videoElem`).');
const FILE_RESULT = built('一条文件消息（`contentType` 105，内容在 `fileElem`）。', 'A file message (`contentType` 105, content in `fileElem`).');

export const MESSAGE_CREATE_METHODS: readonly SdkMethod[] = [
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createTextMessage',
    summary: L('在本地构建一条文本消息，随后用 `sendMessage` 发送。', 'Builds a text message locally, to be sent with `sendMessage`.'),
    requires: ['login'],
    params: {
      text: {description: L('消息正文，纯文本，可以包含换行和 emoji。', 'The message body: plain text, which may contain line breaks and emoji.')},
    },
    result: built('一条文本消息（`contentType` 101，正文在 `textElem.content`）。', 'A text message (`contentType` 101, body in `textElem.content`).'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createTextMessage',
        signature: 'public Message createTextMessage(String text)',
        params: [{name: 'text', type: 'String'}],
        returns: 'Message',
        example: `Message message = OpenIMClient.getInstance().messageManager.createTextMessage("Hello, user002");
// then pass message to sendMessage`,
      },
      ios: {
        name: 'createTextMessage:',
        signature: '+ (OIMMessageInfo *)createTextMessage:(NSString *)text;',
        params: [{name: 'text', type: 'NSString *'}],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *message = [OIMMessageInfo createTextMessage:@"Hello, user002"];`,
        note: L(
          'iOS 的 `create*` 是 `OIMMessageInfo` 的类方法，不在 `OIMManager.manager` 上。',
          'On iOS the `create*` builders are class methods of `OIMMessageInfo`, not methods of `OIMManager.manager`.',
        ),
      },
      flutter: {
        name: 'createTextMessage',
        signature: `Future<Message> createTextMessage({
  required String text,
  String? operationID,
})`,
        params: [
          {name: 'text', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createTextMessage(text: 'Hello, user002');`,
      },
      web: {
        name: 'createTextMessage',
        signature: 'createTextMessage(text: string, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'text', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createTextMessage('Hello, user002');
await OpenIM.sendMessage({recvID: 'user002', groupID: '', message});`,
      },
      electron: {
        name: 'createTextMessage',
        signature: 'createTextMessage(text: string, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'text', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createTextMessage('Hello, user002');`,
      },
      'react-native': {
        name: 'createTextMessage',
        signature: 'createTextMessage(text: string, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'text', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createTextMessage('Hello, user002');`,
      },
      uniapp: {
        name: 'IMMethods.CreateTextMessage',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateTextMessage, operationID: string, text: string): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'text', type: 'string'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateTextMessage, IMSDK.uuid(), 'Hello, user002')) as MessageItem;`,
      },
      'mini-program': {
        name: 'createTextMessage',
        signature: 'createTextMessage(params: string, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'string', doc: 'text'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createTextMessage('Hello, user002');`,
      },
      unity: {
        name: 'CreateTextMessage',
        signature: 'public static Message CreateTextMessage(string text)',
        params: [{name: 'text', type: 'string'}],
        returns: 'Message',
        example: `var message = IMSDK.CreateTextMessage("Hello, user002");`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createTextAtMessage',
    summary: L(
      '在本地构建一条 @ 消息：文本加上被 @ 的成员，可附带一条引用消息。',
      'Builds an @-mention message locally: text plus the members mentioned, optionally quoting a message.',
    ),
    requires: ['login'],
    params: {
      text: {
        description: L(
          '消息正文，不能为空。通常包含 `@昵称` 这样的展示文字，SDK 不会替你插入。',
          'The message body; must not be empty. It usually contains display text such as `@nickname`, which the SDK does not insert for you.',
        ),
      },
      atUserIDList: {
        description: L(
          '被 @ 的用户 ID 列表，最多 10 个；@所有人时放入 `getAtAllTag` 返回的标记（`AtAllTag`）。',
          'IDs of the users mentioned, at most 10; to mention everyone, include the tag `getAtAllTag` returns (`AtAllTag`).',
        ),
      },
      atUsersInfo: {
        description: L(
          '被 @ 用户的 ID 与群昵称对照表，供接收方把 ID 渲染成昵称；可以为空列表。',
          'Pairs of mentioned user ID and group nickname, so receivers can render IDs as names; may be an empty list.',
        ),
        ref: 'class/message/atInfo',
      },
      quoteMessage: {
        description: L(
          '要同时引用（回复）的消息，不需要时传空。若它本身是引用消息，SDK 会把它降为文本消息，避免嵌套引用。',
          'A message to quote (reply to) at the same time, or null. If it is itself a quote message, the SDK flattens it to a text message to avoid nested quotes.',
        ),
        ref: 'class/message/messageInfo',
      },
      params: OPTIONS_DOC(
        '`AtMsgParams`：`text`、`atUserIDList`、可选 `atUsersInfo`（`{atUserID, groupNickname}` 数组）、可选 `message`（被引用的消息对象）。',
        '`AtMsgParams`: `text`, `atUserIDList`, optional `atUsersInfo` (an array of `{atUserID, groupNickname}`) and optional `message` (the quoted message object).',
      ),
      options: OPTIONS_DOC(
        '包含 `text`、`atUserIDList`、`atUsersInfo`、可选 `message` 的对象。原生插件直接读取 `atUsersInfo`，不用时也要传空数组。',
        'An object with `text`, `atUserIDList`, `atUsersInfo` and optional `message`. The native plugin reads `atUsersInfo` unconditionally, so pass an empty array when unused.',
      ),
    },
    result: built('一条 @ 消息（`contentType` 106，内容在 `atTextElem`）。', 'An @-mention message (`contentType` 106, content in `atTextElem`).'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createTextAtMessage',
        signature: 'public Message createTextAtMessage(String text, List<String> atUserIDList, List<AtUserInfo> atUserInfoList, Message quoteMessage)',
        params: [
          {name: 'text', type: 'String'},
          {name: 'atUserIDList', type: 'List<String>'},
          {name: 'atUserInfoList', type: 'List<AtUserInfo>', doc: 'atUsersInfo'},
          {name: 'quoteMessage', type: 'Message', required: false},
        ],
        returns: 'Message',
        example: `AtUserInfo info = new AtUserInfo();
info.setAtUserID("user002");
info.setGroupNickname("Bob");
Message message = OpenIMClient.getInstance().messageManager.createTextAtMessage(
        "@Bob please review", Collections.singletonList("user002"), Collections.singletonList(info), null);`,
      },
      ios: {
        name: 'createTextAtMessage:atUsersID:atUsersInfo:message:',
        signature: `+ (OIMMessageInfo *)createTextAtMessage:(NSString *)text
                              atUsersID:(NSArray<NSString *> *)atUsersID
                            atUsersInfo:(NSArray<OIMAtInfo *> *)atUsersInfo
                                message:(OIMMessageInfo * _Nullable)message;`,
        params: [
          {name: 'text', type: 'NSString *'},
          {name: 'atUsersID', type: 'NSArray<NSString *> *', doc: 'atUserIDList'},
          {name: 'atUsersInfo', type: 'NSArray<OIMAtInfo *> *'},
          {name: 'message', type: 'OIMMessageInfo * _Nullable', required: false, doc: 'quoteMessage'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMAtInfo *bob = [OIMAtInfo new];
bob.atUserID = @"user002";
bob.groupNickname = @"Bob";
OIMMessageInfo *message = [OIMMessageInfo createTextAtMessage:@"@Bob please review"
                                                    atUsersID:@[@"user002"]
                                                  atUsersInfo:@[bob]
                                                      message:nil];`,
        note: L(
          'iOS 另有 `createTextAtAllMessage:displayText:message:`，自动填入 @所有人 标记。',
          'iOS also has `createTextAtAllMessage:displayText:message:`, which fills in the @everyone tag for you.',
        ),
      },
      flutter: {
        name: 'createTextAtMessage',
        signature: `Future<Message> createTextAtMessage({
  required String text,
  required List<String> atUserIDList,
  List<AtUserInfo> atUserInfoList = const [],
  Message? quoteMessage,
  String? operationID,
})`,
        params: [
          {name: 'text', type: 'String'},
          {name: 'atUserIDList', type: 'List<String>'},
          {name: 'atUserInfoList', type: 'List<AtUserInfo>', required: false, doc: 'atUsersInfo'},
          {name: 'quoteMessage', type: 'Message?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createTextAtMessage(
  text: '@Bob please review',
  atUserIDList: ['user002'],
  atUserInfoList: [AtUserInfo(atUserID: 'user002', groupNickname: 'Bob')],
);`,
      },
      web: {
        name: 'createTextAtMessage',
        signature: 'createTextAtMessage(data: AtMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'AtMsgParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createTextAtMessage({
  text: '@Bob please review',
  atUserIDList: ['user002'],
  atUsersInfo: [{atUserID: 'user002', groupNickname: 'Bob'}],
});
await OpenIM.sendMessage({recvID: '', groupID: 'group001', message});`,
      },
      electron: {
        name: 'createTextAtMessage',
        signature: 'createTextAtMessage(data: AtMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'AtMsgParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createTextAtMessage({
  text: '@Bob please review',
  atUserIDList: ['user002'],
  atUsersInfo: [{atUserID: 'user002', groupNickname: 'Bob'}],
});`,
      },
      'react-native': {
        name: 'createTextAtMessage',
        signature: 'createTextAtMessage(params: AtMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'AtMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createTextAtMessage({
  text: '@Bob please review',
  atUserIDList: ['user002'],
  atUsersInfo: [{atUserID: 'user002', groupNickname: 'Bob'}],
});`,
      },
      uniapp: {
        name: 'IMMethods.CreateTextAtMessage',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.CreateTextAtMessage, operationID: string, options: {text: string; atUserIDList: string[]; atUsersInfo: AtUsersInfoItem[]; message?: MessageItem}): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{text: string; atUserIDList: string[]; atUsersInfo: AtUsersInfoItem[]; message?: MessageItem}'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateTextAtMessage, IMSDK.uuid(), {
  text: '@Bob please review',
  atUserIDList: ['user002'],
  atUsersInfo: [{atUserID: 'user002', groupNickname: 'Bob'}],
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createTextAtMessage',
        signature: 'createTextAtMessage(params: AtMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'AtMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createTextAtMessage({
  text: '@Bob please review',
  atUserIDList: ['user002'],
  atUsersInfo: [{atUserID: 'user002', groupNickname: 'Bob'}],
});`,
      },
      unity: {
        name: 'CreateTextAtMessage',
        signature: 'public static Message CreateTextAtMessage(string text, string[] atUserList, AtInfo[] atUsersInfo, Message message)',
        params: [
          {name: 'text', type: 'string'},
          {name: 'atUserList', type: 'string[]', doc: 'atUserIDList'},
          {name: 'atUsersInfo', type: 'AtInfo[]'},
          {name: 'message', type: 'Message', required: false, doc: 'quoteMessage'},
        ],
        returns: 'Message',
        example: `var bob = new AtInfo { AtUserID = "user002", GroupNickname = "Bob" };
var message = IMSDK.CreateTextAtMessage("@Bob please review", new[] { "user002" }, new[] { bob }, null);`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createQuoteMessage',
    summary: L(
      '在本地构建一条引用（回复）消息：回复文字加上被引用的原消息。',
      'Builds a quote (reply) message locally: the reply text plus the original message.',
    ),
    requires: ['login'],
    params: {
      text: {description: L('回复的文字。', 'The reply text.')},
      message: {
        description: L(
          '被引用的原消息（完整消息对象，通常来自消息列表）。若它本身是引用消息，SDK 只保留其回复文字，避免层层嵌套。',
          'The original message being quoted (a full message object, usually from the message list). If it is itself a quote, the SDK keeps only its reply text, so quotes do not nest.',
        ),
        ref: 'class/message/messageInfo',
      },
      params: OPTIONS_DOC(
        '`QuoteMsgParams`：`text` 和 `message`。注意这里的 `message` 类型是 **字符串**，要传 `JSON.stringify(原消息)`。',
        '`QuoteMsgParams`: `text` and `message`. Note that `message` is typed as a **string** here: pass `JSON.stringify(original)`.',
      ),
      objectParams: OPTIONS_DOC(
        '`QuoteMsgParams`：`text` 和 `message`（被引用的消息对象）。',
        '`QuoteMsgParams`: `text` and `message` (the quoted message object).',
      ),
    },
    result: built('一条引用消息（`contentType` 114，内容在 `quoteElem`）。', 'A quote message (`contentType` 114, content in `quoteElem`).'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createQuoteMessage',
        signature: 'public Message createQuoteMessage(String text, Message message)',
        params: [
          {name: 'text', type: 'String'},
          {name: 'message', type: 'Message'},
        ],
        returns: 'Message',
        example: `// original: the Message the user long-pressed
Message reply = OpenIMClient.getInstance().messageManager.createQuoteMessage("Agreed", original);`,
      },
      ios: {
        name: 'createQuoteMessage:message:',
        signature: `+ (OIMMessageInfo *)createQuoteMessage:(NSString *)text
                               message:(OIMMessageInfo *)message;`,
        params: [
          {name: 'text', type: 'NSString *'},
          {name: 'message', type: 'OIMMessageInfo *'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *reply = [OIMMessageInfo createQuoteMessage:@"Agreed" message:original];`,
      },
      flutter: {
        name: 'createQuoteMessage',
        signature: `Future<Message> createQuoteMessage({
  required String text,
  required Message quoteMsg,
  String? operationID,
})`,
        params: [
          {name: 'text', type: 'String'},
          {name: 'quoteMsg', type: 'Message', doc: 'message'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final reply = await OpenIM.iMManager.messageManager.createQuoteMessage(
  text: 'Agreed',
  quoteMsg: original,
);`,
      },
      web: {
        name: 'createQuoteMessage',
        signature: 'createQuoteMessage(params: QuoteMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'QuoteMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from '@openim/wasm-client-sdk';

declare const original: MessageItem; // the message the user replies to

const {data: reply} = await OpenIM.createQuoteMessage({
  text: 'Agreed',
  message: JSON.stringify(original),
});`,
        note: L(
          '`QuoteMsgParams.message` 是字符串，SDK 原样交给内核，必须先序列化原消息。',
          '`QuoteMsgParams.message` is a string that the SDK hands to the core as is, so serialise the original message first.',
        ),
      },
      electron: {
        name: 'createQuoteMessage',
        signature: 'createQuoteMessage(params: QuoteMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'QuoteMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from '@openim/wasm-client-sdk';

declare const original: MessageItem; // the message the user replies to

const {data: reply} = await IMSDK.createQuoteMessage({
  text: 'Agreed',
  message: JSON.stringify(original),
});`,
        note: L(
          '参数类型沿用 Web SDK 的 `QuoteMsgParams`，`message` 同样要传 JSON 字符串。',
          "The parameter type is the Web SDK's `QuoteMsgParams`, so `message` is again a JSON string.",
        ),
      },
      'react-native': {
        name: 'createQuoteMessage',
        signature: 'createQuoteMessage(params: QuoteMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'QuoteMsgParams', doc: 'objectParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const reply = await OpenIMSDK.createQuoteMessage({text: 'Agreed', message: original});`,
        note: L(
          '与 Web 不同，React Native 的 `QuoteMsgParams.message` 是消息对象，不要序列化。',
          "Unlike Web, React Native's `QuoteMsgParams.message` is a message object; do not serialise it.",
        ),
      },
      uniapp: {
        name: 'IMMethods.CreateQuoteMessage',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.CreateQuoteMessage, operationID: string, options: {text: string; message: MessageItem}): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{text: string; message: MessageItem}', doc: 'objectParams'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const original: MessageItem; // the message the user chose to reply to

const reply = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateQuoteMessage, IMSDK.uuid(), {
  text: 'Agreed',
  message: original,
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createQuoteMessage',
        signature: 'createQuoteMessage(params: QuoteMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'QuoteMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from 'open-im-sdk';

declare const original: MessageItem; // the message the user is replying to
const {data: reply} = await OpenIM.createQuoteMessage({
  text: 'Agreed',
  message: JSON.stringify(original),
});`,
      },
      unity: {
        name: 'CreateQuoteMessage',
        signature: 'public static Message CreateQuoteMessage(string text, Message message)',
        params: [
          {name: 'text', type: 'string'},
          {name: 'message', type: 'Message'},
        ],
        returns: 'Message',
        example: `var reply = IMSDK.CreateQuoteMessage("Agreed", original);`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createCardMessage',
    summary: L(
      '在本地构建一条名片消息，把某个用户的 ID、昵称和头像分享给对方。',
      "Builds a contact-card message locally, sharing a user's ID, nickname and avatar.",
    ),
    requires: ['login'],
    params: {
      card: {
        description: L(
          '名片内容：`userID`、`nickname`、`faceURL`、`ex`（自定义扩展）。SDK 不会校验或补全这些字段，原样放入消息。',
          'The card: `userID`, `nickname`, `faceURL` and `ex` (your own extension). The SDK neither checks nor completes these fields; they go into the message as given.',
        ),
        ref: 'class/message/cardElem',
      },
      userID: {description: L('名片上用户的 ID。', 'ID of the user on the card.')},
      nickname: {description: L('名片上显示的昵称。', 'Nickname shown on the card.')},
      faceURL: {description: L('名片上显示的头像地址，可为空。', 'Avatar URL shown on the card; may be null.')},
      ex: {description: L('自定义扩展字段，可为空。', 'Your own extension field; may be null.')},
    },
    result: built('一条名片消息（`contentType` 108，内容在 `cardElem`）。', 'A card message (`contentType` 108, content in `cardElem`).'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createCardMessage',
        signature: 'public Message createCardMessage(CardElem cardElem)',
        params: [{name: 'cardElem', type: 'CardElem', doc: 'card'}],
        returns: 'Message',
        example: `CardElem card = new CardElem();
card.setUserID("user002");
card.setNickname("Bob");
card.setFaceURL("https://example.com/avatar/user002.png");
Message message = OpenIMClient.getInstance().messageManager.createCardMessage(card);`,
      },
      ios: {
        name: 'createCardMessage:',
        signature: '+ (OIMMessageInfo *)createCardMessage:(OIMCardElem *)card;',
        params: [{name: 'card', type: 'OIMCardElem *'}],
        returns: 'OIMMessageInfo *',
        example: `OIMCardElem *card = [OIMCardElem new];
card.userID = @"user002";
card.nickname = @"Bob";
OIMMessageInfo *message = [OIMMessageInfo createCardMessage:card];`,
      },
      flutter: {
        name: 'createCardMessage',
        signature: `Future<Message> createCardMessage({
  required String userID,
  required String nickname,
  String? faceURL,
  String? ex,
  String? operationID,
})`,
        params: [
          {name: 'userID', type: 'String'},
          {name: 'nickname', type: 'String'},
          {name: 'faceURL', type: 'String?', required: false},
          {name: 'ex', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createCardMessage(
  userID: 'user002',
  nickname: 'Bob',
);`,
        note: L(
          'Flutter 把名片字段展开成命名参数，而不是接收一个 `CardElem` 对象。',
          "Flutter takes the card's fields as named parameters instead of a `CardElem` object.",
        ),
      },
      web: {
        name: 'createCardMessage',
        signature: 'createCardMessage(data: CardElem, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'CardElem', doc: 'card'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createCardMessage({
  userID: 'user002',
  nickname: 'Bob',
  faceURL: 'https://example.com/avatar/user002.png',
  ex: '',
});`,
      },
      electron: {
        name: 'createCardMessage',
        signature: 'createCardMessage(data: CardElem, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'CardElem', doc: 'card'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createCardMessage({userID: 'user002', nickname: 'Bob', faceURL: '', ex: ''});`,
      },
      'react-native': {
        name: 'createCardMessage',
        signature: 'createCardMessage(params: CardElem, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'CardElem', doc: 'card'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createCardMessage({userID: 'user002', nickname: 'Bob', faceURL: '', ex: ''});`,
      },
      uniapp: {
        name: 'IMMethods.CreateCardMessage',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateCardMessage, operationID: string, cardElem: CardElem): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'cardElem', type: 'CardElem', doc: 'card'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateCardMessage, IMSDK.uuid(), {
  userID: 'user002', nickname: 'Bob', faceURL: '', ex: '',
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createCardMessage',
        signature: 'createCardMessage(params: CardElem, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'CardElem', doc: 'card'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createCardMessage({userID: 'user002', nickname: 'Bob', faceURL: '', ex: ''});`,
      },
      unity: {
        name: 'CreateCardMessage',
        signature: 'public static Message CreateCardMessage(CardElem cardInfo)',
        params: [{name: 'cardInfo', type: 'CardElem', doc: 'card'}],
        returns: 'Message',
        example: `var card = new CardElem { UserID = "user002", Nickname = "Bob" };
var message = IMSDK.CreateCardMessage(card);`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createLocationMessage',
    summary: L('在本地构建一条位置消息：经纬度加一段描述。', 'Builds a location message locally: latitude and longitude plus a description.'),
    requires: ['login'],
    params: {
      description: {
        description: L(
          '位置描述，原样存入 `locationElem.description`。常见做法是放一段 JSON（地名、地址、地图截图地址），由你的客户端约定解析。',
          'Description of the place, stored as is in `locationElem.description`. A common choice is a JSON string (name, address, map snapshot URL) whose format your clients agree on.',
        ),
      },
      longitude: {description: L('经度，十进制度数。', 'Longitude in decimal degrees.')},
      latitude: {description: L('纬度，十进制度数。', 'Latitude in decimal degrees.')},
      params: OPTIONS_DOC('`LocationMsgParams`：`description`、`longitude`、`latitude`。', '`LocationMsgParams`: `description`, `longitude` and `latitude`.'),
      options: OPTIONS_DOC('包含 `description`、`longitude`、`latitude` 的对象。', 'An object with `description`, `longitude` and `latitude`.'),
    },
    result: built('一条位置消息（`contentType` 109，内容在 `locationElem`）。', 'A location message (`contentType` 109, content in `locationElem`).'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createLocationMessage',
        signature: 'public Message createLocationMessage(double latitude, double longitude, String description)',
        params: [
          {name: 'latitude', type: 'double'},
          {name: 'longitude', type: 'double'},
          {name: 'description', type: 'String'},
        ],
        returns: 'Message',
        example: `Message message = OpenIMClient.getInstance().messageManager
        .createLocationMessage(39.9087, 116.3975, "{\\"name\\":\\"Tiananmen\\"}");`,
        note: L(
          'Android 的参数顺序是纬度、经度、描述，与内核（描述、经度、纬度）不同，注意不要传反。',
          "Android takes latitude, longitude, description, unlike the core's description, longitude, latitude; take care not to swap them.",
        ),
      },
      ios: {
        name: 'createLocationMessage:latitude:longitude:',
        signature: `+ (OIMMessageInfo *)createLocationMessage:(NSString *)description
                                 latitude:(double)latitude
                                longitude:(double)longitude;`,
        params: [
          {name: 'description', type: 'NSString *'},
          {name: 'latitude', type: 'double'},
          {name: 'longitude', type: 'double'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *message = [OIMMessageInfo createLocationMessage:@"{\\"name\\":\\"Tiananmen\\"}"
                                                       latitude:39.9087
                                                      longitude:116.3975];`,
      },
      flutter: {
        name: 'createLocationMessage',
        signature: `Future<Message> createLocationMessage({
  required double latitude,
  required double longitude,
  required String description,
  String? operationID,
})`,
        params: [
          {name: 'latitude', type: 'double'},
          {name: 'longitude', type: 'double'},
          {name: 'description', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createLocationMessage(
  latitude: 39.9087,
  longitude: 116.3975,
  description: jsonEncode({'name': 'Tiananmen'}),
);`,
      },
      web: {
        name: 'createLocationMessage',
        signature: 'createLocationMessage(data: LocationMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'LocationMsgParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createLocationMessage({
  description: JSON.stringify({name: 'Tiananmen'}),
  longitude: 116.3975,
  latitude: 39.9087,
});`,
      },
      electron: {
        name: 'createLocationMessage',
        signature: 'createLocationMessage(data: LocationMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'LocationMsgParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createLocationMessage({
  description: 'Tiananmen', longitude: 116.3975, latitude: 39.9087,
});`,
      },
      'react-native': {
        name: 'createLocationMessage',
        signature: 'createLocationMessage(params: LocationMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'LocationMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createLocationMessage({
  description: 'Tiananmen', longitude: 116.3975, latitude: 39.9087,
});`,
      },
      uniapp: {
        name: 'IMMethods.CreateLocationMessage',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.CreateLocationMessage, operationID: string, options: {description: string; longitude: number; latitude: number}): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{description: string; longitude: number; latitude: number}'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const {latitude, longitude} = await uni.getLocation({type: 'gcj02'});
const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateLocationMessage, IMSDK.uuid(), {
  description: 'Tiananmen', longitude, latitude,
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createLocationMessage',
        signature: 'createLocationMessage(params: LocationMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'LocationMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createLocationMessage({
  description: 'Tiananmen', longitude: 116.3975, latitude: 39.9087,
});`,
      },
      unity: {
        name: 'CreateLocationMessage',
        signature: 'public static Message CreateLocationMessage(string description, double longitude, double latitude)',
        params: [
          {name: 'description', type: 'string'},
          {name: 'longitude', type: 'double'},
          {name: 'latitude', type: 'double'},
        ],
        returns: 'Message',
        example: `var message = IMSDK.CreateLocationMessage("Tiananmen", 116.3975, 39.9087);`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createCustomMessage',
    summary: L(
      '在本地构建一条自定义消息，内容由你的业务定义（如红包、订单卡片）。',
      'Builds a custom message locally whose content your app defines (a red packet, an order card, ...).',
    ),
    requires: ['login'],
    params: {
      data: {
        description: L(
          '消息主体，任意字符串，通常是 JSON，并带一个类型字段让客户端区分不同的自定义消息。',
          'The payload: any string, usually JSON with a type field so clients can tell your custom messages apart.',
        ),
      },
      extension: {description: L('扩展字段，任意字符串，可为空。', 'An extension field: any string, may be empty.')},
      description: {
        description: L(
          '描述文字，任意字符串，可为空；常用来放会话列表或推送里显示的摘要。',
          'A description: any string, may be empty; often the summary shown in the conversation list or in a push.',
        ),
      },
      params: OPTIONS_DOC(
        '`CustomMsgParams`：`data`、`extension`、`description`，三个都是字符串。',
        '`CustomMsgParams`: `data`, `extension` and `description`, all strings.',
      ),
      options: OPTIONS_DOC('包含 `data`、`extension`、`description` 的对象。', 'An object with `data`, `extension` and `description`.'),
    },
    result: built('一条自定义消息（`contentType` 110，内容在 `customElem`）。', 'A custom message (`contentType` 110, content in `customElem`).'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createCustomMessage',
        signature: 'public Message createCustomMessage(String data, String extension, String description)',
        params: [
          {name: 'data', type: 'String'},
          {name: 'extension', type: 'String'},
          {name: 'description', type: 'String'},
        ],
        returns: 'Message',
        example: `String data = "{\\"type\\":\\"order\\",\\"orderID\\":\\"A1001\\"}";
Message message = OpenIMClient.getInstance().messageManager
        .createCustomMessage(data, "", "[Order]");`,
      },
      ios: {
        name: 'createCustomMessage:extension:description:',
        signature: `+ (OIMMessageInfo *)createCustomMessage:(NSString *)data
                              extension:(NSString * _Nullable)extension
                            description:(NSString * _Nullable)description;`,
        params: [
          {name: 'data', type: 'NSString *'},
          {name: 'extension', type: 'NSString * _Nullable', required: false},
          {name: 'description', type: 'NSString * _Nullable', required: false},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *message = [OIMMessageInfo createCustomMessage:@"{\\"type\\":\\"order\\",\\"orderID\\":\\"A1001\\"}"
                                                    extension:nil
                                                  description:@"[Order]"];`,
      },
      flutter: {
        name: 'createCustomMessage',
        signature: `Future<Message> createCustomMessage({
  required String data,
  required String extension,
  required String description,
  String? operationID,
})`,
        params: [
          {name: 'data', type: 'String'},
          {name: 'extension', type: 'String'},
          {name: 'description', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createCustomMessage(
  data: jsonEncode({'type': 'order', 'orderID': 'A1001'}),
  extension: '',
  description: '[Order]',
);`,
      },
      web: {
        name: 'createCustomMessage',
        signature: 'createCustomMessage(params: CustomMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'CustomMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createCustomMessage({
  data: JSON.stringify({type: 'order', orderID: 'A1001'}),
  extension: '',
  description: '[Order]',
});`,
      },
      electron: {
        name: 'createCustomMessage',
        signature: 'createCustomMessage(params: CustomMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'CustomMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createCustomMessage({
  data: JSON.stringify({type: 'order', orderID: 'A1001'}), extension: '', description: '[Order]',
});`,
      },
      'react-native': {
        name: 'createCustomMessage',
        signature: 'createCustomMessage(params: CustomMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'CustomMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createCustomMessage({
  data: JSON.stringify({type: 'order', orderID: 'A1001'}), extension: '', description: '[Order]',
});`,
      },
      uniapp: {
        name: 'IMMethods.CreateCustomMessage',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.CreateCustomMessage, operationID: string, options: {data: string; extension: string; description: string}): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{data: string; extension: string; description: string}'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateCustomMessage, IMSDK.uuid(), {
  data: JSON.stringify({type: 'order', orderID: 'A1001'}), extension: '', description: '[Order]',
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createCustomMessage',
        signature: 'createCustomMessage(params: CustomMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'CustomMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createCustomMessage({
  data: JSON.stringify({type: 'order', orderID: 'A1001'}), extension: '', description: '[Order]',
});`,
      },
      unity: {
        name: 'CreateCustomMessage',
        signature: 'public static Message CreateCustomMessage(string data, string extension, string description)',
        params: [
          {name: 'data', type: 'string'},
          {name: 'extension', type: 'string'},
          {name: 'description', type: 'string'},
        ],
        returns: 'Message',
        example: `var message = IMSDK.CreateCustomMessage("{\\"type\\":\\"order\\",\\"orderID\\":\\"A1001\\"}", "", "[Order]");`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createFaceMessage',
    summary: L(
      '在本地构建一条表情消息：内置表情的序号，或一个自定义表情的数据。',
      'Builds a sticker (face) message locally: the index of a built-in sticker, or the data of a custom one.',
    ),
    requires: ['login'],
    params: {
      index: {
        description: L(
          '内置表情在你的表情包中的序号；用自定义表情（`data`）时按约定传 -1。SDK 只保存这个数字，不认识任何表情。',
          'Position of a built-in sticker in your sticker set; by convention -1 when a custom sticker (`data`) is sent. The SDK only stores the number and knows no stickers itself.',
        ),
      },
      data: {
        description: L(
          '自定义表情的数据，通常是 JSON，如 `{"url":"…","width":120,"height":120}`；用内置表情时可为空。',
          'Data of a custom sticker, usually JSON such as `{"url":"…","width":120,"height":120}`; may be empty for a built-in sticker.',
        ),
      },
      params: OPTIONS_DOC('`FaceMessageParams`：`index`（数字）和 `data`（字符串）。', '`FaceMessageParams`: `index` (number) and `data` (string).'),
      options: OPTIONS_DOC(
        '包含 `index` 和 `dataStr` 的对象。注意 uni-app 原生插件读取的键是 `dataStr`，不是 `data`。',
        'An object with `index` and `dataStr`. Note that the uni-app native plugin reads the key `dataStr`, not `data`.',
      ),
    },
    result: built('一条表情消息（`contentType` 115，内容在 `faceElem`）。', 'A face message (`contentType` 115, content in `faceElem`).'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createFaceMessage',
        signature: 'public Message createFaceMessage(long index, String data)',
        params: [
          {name: 'index', type: 'long'},
          {name: 'data', type: 'String'},
        ],
        returns: 'Message',
        example: `String data = "{\\"url\\":\\"https://example.com/sticker/ok.gif\\",\\"width\\":120,\\"height\\":120}";
Message message = OpenIMClient.getInstance().messageManager.createFaceMessage(-1, data);`,
      },
      ios: {
        name: 'createFaceMessageWithIndex:data:',
        signature: `+ (OIMMessageInfo *)createFaceMessageWithIndex:(NSInteger)index
                                          data:(NSString *)dataStr;`,
        params: [
          {name: 'index', type: 'NSInteger'},
          {name: 'dataStr', type: 'NSString *', doc: 'data'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *message = [OIMMessageInfo createFaceMessageWithIndex:3 data:@""];`,
      },
      flutter: {
        name: 'createFaceMessage',
        signature: `Future<Message> createFaceMessage({
  int index = -1,
  String? data,
  String? operationID,
})`,
        params: [
          {name: 'index', type: 'int', required: false},
          {name: 'data', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createFaceMessage(
  data: jsonEncode({'url': 'https://example.com/sticker/ok.gif', 'width': 120, 'height': 120}),
);`,
        note: L(
          'Flutter 的 `index` 默认为 -1，只传 `data` 即表示自定义表情。',
          'On Flutter `index` defaults to -1, so passing only `data` sends a custom sticker.',
        ),
      },
      web: {
        name: 'createFaceMessage',
        signature: 'createFaceMessage(data: FaceMessageParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'FaceMessageParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createFaceMessage({
  index: -1,
  data: JSON.stringify({url: 'https://example.com/sticker/ok.gif', width: 120, height: 120}),
});`,
      },
      electron: {
        name: 'createFaceMessage',
        signature: 'createFaceMessage(data: FaceMessageParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'FaceMessageParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createFaceMessage({index: 3, data: ''});`,
      },
      'react-native': {
        name: 'createFaceMessage',
        signature: 'createFaceMessage(params: FaceMessageParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'FaceMessageParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createFaceMessage({index: 3, data: ''});`,
      },
      uniapp: {
        name: 'IMMethods.CreateFaceMessage',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateFaceMessage, operationID: string, options: {index: number; dataStr: string}): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{index: number; dataStr: string}'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateFaceMessage, IMSDK.uuid(), {
  index: -1,
  dataStr: JSON.stringify({url: 'https://example.com/sticker/ok.gif', width: 120, height: 120}),
})) as MessageItem;`,
        note: L(
          'Android 与 iOS 原生插件都读取 `dataStr` 键；传 `data` 时表情数据会丢失。',
          'Both the Android and the iOS native plugin read the key `dataStr`; data passed as `data` is lost.',
        ),
      },
      'mini-program': {
        name: 'createFaceMessage',
        signature: 'createFaceMessage(params: FaceMessageParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'FaceMessageParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createFaceMessage({index: 3, data: ''});`,
      },
      unity: {
        name: 'CreateFaceMessage',
        signature: 'public static Message CreateFaceMessage(int index, string data)',
        params: [
          {name: 'index', type: 'int'},
          {name: 'data', type: 'string'},
        ],
        returns: 'Message',
        example: `var message = IMSDK.CreateFaceMessage(3, "");`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createMergeMessage',
    summary: L('在本地把多条消息合并成一条合并转发消息（聊天记录）。', 'Builds, locally, one merged message (a chat history) out of several messages.'),
    requires: ['login'],
    params: {
      messageList: {
        description: L(
          '要合并的消息，按你希望展示的顺序排列，整条消息对象会被嵌入新消息中。',
          'The messages to merge, in the order they should be shown; each full message object is embedded in the new message.',
        ),
        ref: 'class/message/messageInfo',
      },
      title: {
        description: L('合并消息的标题，如「user001 和 user002 的聊天记录」。', 'Title of the merged message, such as "Chat history of user001 and user002".'),
      },
      summaryList: {
        description: L(
          '摘要行，通常取前几条消息的「昵称：内容」，接收方在气泡里直接显示，不必展开整个列表。',
          'Summary lines, usually "nickname: content" of the first few messages, shown in the bubble without opening the whole list.',
        ),
      },
      params: OPTIONS_DOC('`MergerMsgParams`：`messageList`、`title`、`summaryList`。', '`MergerMsgParams`: `messageList`, `title` and `summaryList`.'),
      options: OPTIONS_DOC('包含 `messageList`、`title`、`summaryList` 的对象。', 'An object with `messageList`, `title` and `summaryList`.'),
    },
    result: built(
      '一条合并消息（`contentType` 107，内容在 `mergeElem`，原消息在 `mergeElem.multiMessage`）。',
      'A merged message (`contentType` 107, content in `mergeElem`, the originals in `mergeElem.multiMessage`).',
    ),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createMergerMessage',
        signature: 'public Message createMergerMessage(List<Message> messageList, String title, List<String> summaryList)',
        params: [
          {name: 'messageList', type: 'List<Message>'},
          {name: 'title', type: 'String'},
          {name: 'summaryList', type: 'List<String>'},
        ],
        returns: 'Message',
        example: `Message merged = OpenIMClient.getInstance().messageManager.createMergerMessage(
        selected, "Chat history of user001 and user002",
        Arrays.asList("user001: Hi", "user002: Hello"));`,
      },
      ios: {
        name: 'createMergeMessage:title:summaryList:',
        signature: `+ (OIMMessageInfo *)createMergeMessage:(NSArray <OIMMessageInfo *> *)messages
                                 title:(NSString *)title
                           summaryList:(NSArray <NSString *> *)summaries;`,
        params: [
          {name: 'messages', type: 'NSArray<OIMMessageInfo *> *', doc: 'messageList'},
          {name: 'title', type: 'NSString *'},
          {name: 'summaries', type: 'NSArray<NSString *> *', doc: 'summaryList'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *merged = [OIMMessageInfo createMergeMessage:selected
                                                      title:@"Chat history of user001 and user002"
                                                summaryList:@[@"user001: Hi", @"user002: Hello"]];`,
      },
      flutter: {
        name: 'createMergerMessage',
        signature: `Future<Message> createMergerMessage({
  required List<Message> messageList,
  required String title,
  required List<String> summaryList,
  String? operationID,
})`,
        params: [
          {name: 'messageList', type: 'List<Message>'},
          {name: 'title', type: 'String'},
          {name: 'summaryList', type: 'List<String>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final merged = await OpenIM.iMManager.messageManager.createMergerMessage(
  messageList: selected,
  title: 'Chat history of user001 and user002',
  summaryList: ['user001: Hi', 'user002: Hello'],
);`,
      },
      web: {
        name: 'createMergerMessage',
        signature: 'createMergerMessage(data: MergerMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'MergerMsgParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from '@openim/wasm-client-sdk';

declare const selected: MessageItem[]; // the messages the user selected

const {data: merged} = await OpenIM.createMergerMessage({
  messageList: selected,
  title: 'Chat history of user001 and user002',
  summaryList: ['user001: Hi', 'user002: Hello'],
});`,
      },
      electron: {
        name: 'createMergerMessage',
        signature: 'createMergerMessage(data: MergerMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'MergerMsgParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from '@openim/wasm-client-sdk';

declare const selected: MessageItem[]; // the messages the user selected

const {data: merged} = await IMSDK.createMergerMessage({
  messageList: selected, title: 'Chat history', summaryList: ['user001: Hi', 'user002: Hello'],
});`,
      },
      'react-native': {
        name: 'createMergerMessage',
        signature: 'createMergerMessage(params: MergerMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'MergerMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const merged = await OpenIMSDK.createMergerMessage({
  messageList: selected, title: 'Chat history', summaryList: ['user001: Hi', 'user002: Hello'],
});`,
      },
      uniapp: {
        name: 'IMMethods.CreateMergerMessage',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.CreateMergerMessage, operationID: string, options: {messageList: MessageItem[]; title: string; summaryList: string[]}): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{messageList: MessageItem[]; title: string; summaryList: string[]}'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const selected: MessageItem[]; // the messages the user ticked

const merged = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateMergerMessage, IMSDK.uuid(), {
  messageList: selected, title: 'Chat history', summaryList: ['user001: Hi', 'user002: Hello'],
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createMergerMessage',
        signature: 'createMergerMessage(params: MergerMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'MergerMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from 'open-im-sdk';

declare const selected: MessageItem[]; // the messages the user ticked, oldest first
const {data: merged} = await OpenIM.createMergerMessage({
  messageList: selected, title: 'Chat history', summaryList: ['user001: Hi', 'user002: Hello'],
});`,
      },
      unity: {
        name: 'CreateMergerMessage',
        signature: 'public static Message CreateMergerMessage(Message[] messageList, string title, string[] summaryList)',
        params: [
          {name: 'messageList', type: 'Message[]'},
          {name: 'title', type: 'string'},
          {name: 'summaryList', type: 'string[]'},
        ],
        returns: 'Message',
        example: `var merged = IMSDK.CreateMergerMessage(selected, "Chat history", new[] { "user001: Hi", "user002: Hello" });`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    id: 'api/message/createForwardMessage',
    summary: L(
      '在本地把一条已发送成功的消息复制成新消息，用于逐条转发。',
      'Copies, locally, a successfully sent message into a new one, for forwarding messages one by one.',
    ),
    requires: ['login'],
    params: {
      message: {
        description: L(
          '要转发的原消息，必须是发送成功的消息（`status` 为 2），否则构建失败。新消息沿用它的内容类型和内容。',
          'The message to forward; it must have been sent successfully (`status` 2), or the build fails. The new message keeps its content type and content.',
        ),
        ref: 'class/message/messageInfo',
      },
    },
    result: built(
      '一条新消息：内容和 `contentType` 与原消息相同，但 `clientMsgID`、发送者、时间是新的，`seq` 清零。',
      'A new message: same content and `contentType` as the original, but a new `clientMsgID`, sender and time, and `seq` reset to 0.',
    ),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createForwardMessage',
        signature: 'public Message createForwardMessage(Message message)',
        params: [{name: 'message', type: 'Message'}],
        returns: 'Message',
        example: `Message copy = OpenIMClient.getInstance().messageManager.createForwardMessage(original);
// send copy to user002 or group001 with sendMessage`,
      },
      ios: {
        name: 'createForwardMessage:',
        signature: '+ (OIMMessageInfo *)createForwardMessage:(OIMMessageInfo *)message;',
        params: [{name: 'message', type: 'OIMMessageInfo *'}],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *copy = [OIMMessageInfo createForwardMessage:original];`,
      },
      flutter: {
        name: 'createForwardMessage',
        signature: `Future<Message> createForwardMessage({
  required Message message,
  String? operationID,
})`,
        params: [
          {name: 'message', type: 'Message'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final copy = await OpenIM.iMManager.messageManager.createForwardMessage(message: original);`,
      },
      web: {
        name: 'createForwardMessage',
        signature: 'createForwardMessage(data: MessageItem, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'MessageItem', doc: 'message'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from '@openim/wasm-client-sdk';

declare const original: MessageItem; // the message the user forwards

const {data: copy} = await OpenIM.createForwardMessage(original);
await OpenIM.sendMessage({recvID: '', groupID: 'group001', message: copy});`,
      },
      electron: {
        name: 'createForwardMessage',
        signature: 'createForwardMessage(data: MessageItem, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'MessageItem', doc: 'message'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from '@openim/wasm-client-sdk';

declare const original: MessageItem; // the message the user forwards

const {data: copy} = await IMSDK.createForwardMessage(original);`,
      },
      'react-native': {
        name: 'createForwardMessage',
        signature: 'createForwardMessage(params: MessageItem, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'MessageItem', doc: 'message'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const copy = await OpenIMSDK.createForwardMessage(original);`,
      },
      uniapp: {
        name: 'IMMethods.CreateForwardMessage',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateForwardMessage, operationID: string, message: MessageItem): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'message', type: 'MessageItem'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

declare const original: MessageItem; // the message the user chose to forward

const copy = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateForwardMessage, IMSDK.uuid(), original)) as MessageItem;`,
      },
      'mini-program': {
        name: 'createForwardMessage',
        signature: 'createForwardMessage(params: MessageItem, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'MessageItem', doc: 'message'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {MessageItem} from 'open-im-sdk';

declare const original: MessageItem; // the message the user chose to forward
const {data: copy} = await OpenIM.createForwardMessage(original);`,
      },
      unity: {
        name: 'CreateForwardMessage',
        signature: 'public static Message CreateForwardMessage(Message message)',
        params: [{name: 'message', type: 'Message'}],
        returns: 'Message',
        example: `var copy = IMSDK.CreateForwardMessage(original);`,
      },
    },
  },
  // -------------------------------------------------------------------------------------------------------------
  // Image
  {
    id: 'api/message/createImageMessageByFile',
    summary: L(
      'Web：用浏览器的 `File` 构建图片消息，文件在发送时上传。',
      'Web: builds a picture message from a browser `File`; the file is uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...IMAGE_FILE_PARAMS, ...IMAGE_PATH_PARAMS},
    result: IMAGE_RESULT,
    triggers: [],
    errors: [10005],
    platforms: byFilePlatforms('Image', IMAGE_FULL, IMAGE_BYFILE),
  },
  {
    id: 'api/message/createImageMessageByURL',
    summary: L(
      '用已上传好的图片地址构建图片消息，发送时不再上传。',
      'Builds a picture message from already-uploaded image URLs; nothing is uploaded when it is sent.',
    ),
    requires: ['login'],
    params: {
      sourcePath: {
        description: L(
          '原图的本地路径，仅作记录，可为空字符串；SDK 不会读取它。',
          'Local path of the original, kept for reference only; may be an empty string. The SDK does not read it.',
        ),
      },
      sourcePicture: {
        description: L(
          '原图信息：`url`（必填）、`width`、`height`、`size`、`type`、`uuid`。',
          'The original image: `url` (required), `width`, `height`, `size`, `type`, `uuid`.',
        ),
        ref: 'class/message/pictureInfo',
      },
      bigPicture: {
        description: L(
          '大图信息，字段同上；没有单独的大图时可以与原图相同。',
          'The large image, same fields; may equal the original when there is no separate large image.',
        ),
        ref: 'class/message/pictureInfo',
      },
      snapshotPicture: {
        description: L('缩略图信息，字段同上，会话列表和气泡里显示的就是它。', 'The thumbnail, same fields; this is what bubbles and previews show.'),
        ref: 'class/message/pictureInfo',
      },
      params: OPTIONS_DOC(
        '包含 `sourcePath`、`sourcePicture`、`bigPicture`、`snapshotPicture` 的对象，后三者各含 `uuid`、`type`、`size`、`width`、`height`、`url`。',
        'An object with `sourcePath`, `sourcePicture`, `bigPicture` and `snapshotPicture`; the last three each have `uuid`, `type`, `size`, `width`, `height`, `url`.',
      ),
      options: OPTIONS_DOC(
        '与 Web 的 `ImageMsgParamsByURL` 相同的对象：`sourcePath` 和三个图片信息。',
        "The same object as Web's `ImageMsgParamsByURL`: `sourcePath` and the three picture infos.",
      ),
    },
    result: IMAGE_RESULT,
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createImageMessageByURL',
        signature: 'public Message createImageMessageByURL(String sourcePath, PictureInfo sourcePicture, PictureInfo bigPicture, PictureInfo snapshotPicture)',
        params: [
          {name: 'sourcePath', type: 'String'},
          {name: 'sourcePicture', type: 'PictureInfo'},
          {name: 'bigPicture', type: 'PictureInfo'},
          {name: 'snapshotPicture', type: 'PictureInfo'},
        ],
        returns: 'Message',
        example: `PictureInfo pic = new PictureInfo();
pic.setUrl("https://cdn.example.com/img/photo.jpg");
pic.setWidth(1080);
pic.setHeight(720);
Message message = OpenIMClient.getInstance().messageManager.createImageMessageByURL("", pic, pic, pic);`,
      },
      ios: {
        name: 'createImageMessageByURL:sourcePicture:bigPicture:snapshotPicture:',
        signature: `+ (OIMMessageInfo *)createImageMessageByURL:(NSString *)sourcePath
                              sourcePicture:(OIMPictureInfo *)source
                                 bigPicture:(OIMPictureInfo *)big
                            snapshotPicture:(OIMPictureInfo *)snapshot;`,
        params: [
          {name: 'sourcePath', type: 'NSString *'},
          {name: 'source', type: 'OIMPictureInfo *', doc: 'sourcePicture'},
          {name: 'big', type: 'OIMPictureInfo *', doc: 'bigPicture'},
          {name: 'snapshot', type: 'OIMPictureInfo *', doc: 'snapshotPicture'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMPictureInfo *pic = [OIMPictureInfo new];
pic.url = @"https://cdn.example.com/img/photo.jpg";
pic.width = 1080;
pic.height = 720;
OIMMessageInfo *message = [OIMMessageInfo createImageMessageByURL:@"" sourcePicture:pic bigPicture:pic snapshotPicture:pic];`,
      },
      flutter: {
        name: 'createImageMessageByURL',
        signature: `Future<Message> createImageMessageByURL({
  required PictureInfo sourcePicture,
  required PictureInfo bigPicture,
  required PictureInfo snapshotPicture,
  String? sourcePath,
  String? operationID,
})`,
        params: [
          {name: 'sourcePicture', type: 'PictureInfo'},
          {name: 'bigPicture', type: 'PictureInfo'},
          {name: 'snapshotPicture', type: 'PictureInfo'},
          {name: 'sourcePath', type: 'String?', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final pic = PictureInfo(url: 'https://cdn.example.com/img/photo.jpg', width: 1080, height: 720);
final message = await OpenIM.iMManager.messageManager.createImageMessageByURL(
  sourcePicture: pic, bigPicture: pic, snapshotPicture: pic,
);`,
      },
      web: {
        name: 'createImageMessageByURL',
        signature: 'createImageMessageByURL(params: ImageMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'ImageMsgParamsByURL'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const pic = {uuid: '', type: 'image/jpeg', size: 204800, width: 1080, height: 720,
  url: 'https://cdn.example.com/img/photo.jpg'};
const {data: message} = await OpenIM.createImageMessageByURL({
  sourcePath: '', sourcePicture: pic, bigPicture: pic, snapshotPicture: pic,
});
await OpenIM.sendMessageNotOss({recvID: 'user002', groupID: '', message});`,
      },
      electron: {
        name: 'createImageMessageByURL',
        signature: 'createImageMessageByURL(params: ImageMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'ImageMsgParamsByURL'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `import type {PicBaseInfo} from '@openim/wasm-client-sdk';

declare const pic: PicBaseInfo; // the image your app uploaded: uuid, type, size, width, height, url

const {data: message} = await IMSDK.createImageMessageByURL({
  sourcePath: '', sourcePicture: pic, bigPicture: pic, snapshotPicture: pic,
});`,
      },
      'react-native': {
        name: 'createImageMessageByURL',
        signature: 'createImageMessageByURL(params: ImageMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'ImageMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createImageMessageByURL({
  sourcePath: '', sourcePicture: pic, bigPicture: pic, snapshotPicture: pic,
});`,
      },
      uniapp: {
        name: 'IMMethods.CreateImageMessageByURL',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.CreateImageMessageByURL, operationID: string, options: {sourcePath: string; sourcePicture: PicBaseInfo; bigPicture: PicBaseInfo; snapshotPicture: PicBaseInfo}): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{sourcePath: string; sourcePicture: PicBaseInfo; bigPicture: PicBaseInfo; snapshotPicture: PicBaseInfo}'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';
import type {PicBaseInfo} from 'openim-uniapp-polyfill';

declare const pic: PicBaseInfo; // the uploaded image: uuid, type, size, width, height, url

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateImageMessageByURL, IMSDK.uuid(), {
  sourcePath: '', sourcePicture: pic, bigPicture: pic, snapshotPicture: pic,
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createImageMessageByURL',
        signature: 'createImageMessageByURL(params: ImageMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'ImageMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `// the picture and its thumbnail are already uploaded
const picture = {uuid: '', type: 'image/jpeg', size: 204800, width: 1080, height: 720, url: 'https://cdn.example.com/images/photo.jpg'};
const {data: message} = await OpenIM.createImageMessageByURL({
  sourcePath: '', sourcePicture: picture, bigPicture: picture,
  snapshotPicture: {...picture, width: 200, height: 133, url: 'https://cdn.example.com/images/photo_200.jpg'},
});`,
        note: MINI_NOT_OSS,
      },
      unity: {
        name: 'CreateImageMessageByURL',
        signature:
          'public static Message CreateImageMessageByURL(string sourcePath, PictureBaseInfo sourcePicture, PictureBaseInfo bigPicture, PictureBaseInfo snapshotPicture)',
        params: [
          {name: 'sourcePath', type: 'string'},
          {name: 'sourcePicture', type: 'PictureBaseInfo'},
          {name: 'bigPicture', type: 'PictureBaseInfo'},
          {name: 'snapshotPicture', type: 'PictureBaseInfo'},
        ],
        returns: 'Message',
        example: `var pic = new PictureBaseInfo { Url = "https://cdn.example.com/img/photo.jpg", Width = 1080, Height = 720 };
var message = IMSDK.CreateImageMessageByURL("", pic, pic, pic);`,
      },
    },
  },
  {
    id: 'api/message/createImageMessageFromFullPath',
    summary: L(
      '用本地图片的绝对路径构建图片消息，文件在发送时上传。',
      'Builds a picture message from the absolute path of a local image; the file is uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...IMAGE_PATH_PARAMS, ...IMAGE_FILE_PARAMS},
    result: IMAGE_RESULT,
    triggers: [],
    errors: [],
    platforms: fullPathPlatforms('Image', IMAGE_FULL, IMAGE_BYFILE),
  },
  // -------------------------------------------------------------------------------------------------------------
  // Sound
  {
    id: 'api/message/createSoundMessageByFile',
    summary: L(
      'Web：用浏览器的 `File`（如录音结果）构建语音消息，文件在发送时上传。',
      'Web: builds a voice message from a browser `File` (such as a recording); the file is uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...SOUND_FILE_PARAMS, ...SOUND_PATH_PARAMS},
    result: SOUND_RESULT,
    triggers: [],
    errors: [10005],
    platforms: byFilePlatforms('Sound', SOUND_FULL, SOUND_BYFILE),
  },
  {
    id: 'api/message/createSoundMessageByURL',
    summary: L(
      '用已上传好的音频地址构建语音消息，发送时不再上传。',
      'Builds a voice message from an already-uploaded audio URL; nothing is uploaded when it is sent.',
    ),
    requires: ['login'],
    params: {
      soundElem: {
        description: L(
          '语音信息：`sourceUrl`（音频地址，必填）、`duration`（秒）、`dataSize`（字节）、`uuid`、`soundPath`，内核还接受 `soundType`。',
          'The voice: `sourceUrl` (the audio URL, required), `duration` (seconds), `dataSize` (bytes), `uuid`, `soundPath`; the core also accepts `soundType`.',
        ),
        ref: 'class/message/soundElem',
      },
      fileURL: {description: L('已上传音频的地址，写入 `soundElem.sourceUrl`。', 'URL of the uploaded audio, stored in `soundElem.sourceUrl`.')},
      duration: durationDoc,
      size: {description: L('音频大小（字节），写入 `soundElem.dataSize`。', 'Size of the audio in bytes, stored in `soundElem.dataSize`.')},
      params: OPTIONS_DOC(
        '语音信息对象：`uuid`、`soundPath`、`sourceUrl`、`dataSize`、`duration`、可选 `soundType`。',
        'The voice info object: `uuid`, `soundPath`, `sourceUrl`, `dataSize`, `duration` and optional `soundType`.',
      ),
    },
    result: SOUND_RESULT,
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createSoundMessageByURL',
        signature: 'public Message createSoundMessageByURL(SoundElem soundElem)',
        params: [{name: 'soundElem', type: 'SoundElem'}],
        returns: 'Message',
        example: `SoundElem sound = new SoundElem();
sound.setSourceUrl("https://cdn.example.com/voice/0001.m4a");
sound.setDuration(12);
sound.setDataSize(48000);
Message message = OpenIMClient.getInstance().messageManager.createSoundMessageByURL(sound);`,
      },
      ios: {
        name: 'createSoundMessageByURL:duration:size:',
        signature: `+ (OIMMessageInfo *)createSoundMessageByURL:(NSString *)fileURL
                                   duration:(NSInteger)duration
                                       size:(NSInteger)size;`,
        params: [
          {name: 'fileURL', type: 'NSString *'},
          {name: 'duration', type: 'NSInteger'},
          {name: 'size', type: 'NSInteger'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *message = [OIMMessageInfo createSoundMessageByURL:@"https://cdn.example.com/voice/0001.m4a"
                                                         duration:12
                                                             size:48000];`,
        note: L(
          'iOS 只接收地址、时长和大小三个值，不能设置 `uuid`、`soundType`。',
          'iOS takes only the URL, duration and size; `uuid` and `soundType` cannot be set.',
        ),
      },
      flutter: {
        name: 'createSoundMessageByURL',
        signature: `Future<Message> createSoundMessageByURL({
  required SoundElem soundElem,
  String? operationID,
})`,
        params: [
          {name: 'soundElem', type: 'SoundElem'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createSoundMessageByURL(
  soundElem: SoundElem(sourceUrl: 'https://cdn.example.com/voice/0001.m4a', duration: 12, dataSize: 48000),
);`,
      },
      web: {
        name: 'createSoundMessageByURL',
        signature: 'createSoundMessageByURL(data: SoundMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'SoundMsgParamsByURL', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createSoundMessageByURL({
  uuid: '', soundPath: '', sourceUrl: 'https://cdn.example.com/voice/0001.m4a',
  dataSize: 48000, duration: 12, soundType: 'audio/mp4',
});
await OpenIM.sendMessageNotOss({recvID: 'user002', groupID: '', message});`,
      },
      electron: {
        name: 'createSoundMessageByURL',
        signature: 'createSoundMessageByURL(data: SoundMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'SoundMsgParamsByURL', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createSoundMessageByURL({
  uuid: '', soundPath: '', sourceUrl: 'https://cdn.example.com/voice/0001.m4a', dataSize: 48000, duration: 12,
});`,
      },
      'react-native': {
        name: 'createSoundMessageByURL',
        signature: 'createSoundMessageByURL(params: SoundMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'SoundMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createSoundMessageByURL({
  uuid: '', soundPath: '', sourceUrl: 'https://cdn.example.com/voice/0001.m4a', dataSize: 48000, duration: 12,
});`,
      },
      uniapp: {
        name: 'IMMethods.CreateSoundMessageByURL',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateSoundMessageByURL, operationID: string, soundInfo: SoundMsgParamsByURL): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'soundInfo', type: 'SoundMsgParamsByURL', doc: 'params'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateSoundMessageByURL, IMSDK.uuid(), {
  uuid: '', soundPath: '', sourceUrl: 'https://cdn.example.com/voice/0001.m4a', dataSize: 48000, duration: 12,
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createSoundMessageByURL',
        signature: 'createSoundMessageByURL(params: SoundMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'SoundMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createSoundMessageByURL({
  uuid: '', soundPath: '', sourceUrl: 'https://cdn.example.com/voice/0001.m4a', dataSize: 48000, duration: 12,
});`,
        note: MINI_NOT_OSS,
      },
      unity: {
        name: 'CreateSoundMessageByURL',
        signature: 'public static Message CreateSoundMessageByURL(SoundElem soundBaseInfo)',
        params: [{name: 'soundBaseInfo', type: 'SoundElem', doc: 'soundElem'}],
        returns: 'Message',
        example: `var sound = new SoundElem { SourceURL = "https://cdn.example.com/voice/0001.m4a", Duration = 12, DataSize = 48000 };
var message = IMSDK.CreateSoundMessageByURL(sound);`,
      },
    },
  },
  {
    id: 'api/message/createSoundMessageFromFullPath',
    summary: L(
      '用本地音频文件的绝对路径和时长构建语音消息，文件在发送时上传。',
      'Builds a voice message from the absolute path of a local audio file and its duration; the file is uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...SOUND_PATH_PARAMS, ...SOUND_FILE_PARAMS},
    result: SOUND_RESULT,
    triggers: [],
    errors: [],
    platforms: fullPathPlatforms('Sound', SOUND_FULL, SOUND_BYFILE),
  },
  // -------------------------------------------------------------------------------------------------------------
  // Video
  {
    id: 'api/message/createVideoMessageByFile',
    summary: L(
      'Web：用视频和封面两个 `File` 构建视频消息，文件在发送时上传。',
      'Web: builds a video message from two `File`s, the video and its cover; the files are uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...VIDEO_FILE_PARAMS, ...VIDEO_PATH_PARAMS},
    result: VIDEO_RESULT,
    triggers: [],
    errors: [10005],
    platforms: byFilePlatforms('Video', VIDEO_FULL, VIDEO_BYFILE),
  },
  {
    id: 'api/message/createVideoMessageByURL',
    summary: L(
      '用已上传好的视频和封面地址构建视频消息，发送时不再上传。',
      'Builds a video message from already-uploaded video and cover URLs; nothing is uploaded when it is sent.',
    ),
    requires: ['login'],
    params: {
      videoElem: {
        description: L(
          '视频信息：`videoUrl`（必填）、`videoType`、`videoSize`、`duration`（秒）、`snapshotUrl`（封面地址）、`snapshotWidth`、`snapshotHeight`、`snapshotSize`，以及 `videoUUID`、`snapshotUUID`、两个本地路径。',
          'The video: `videoUrl` (required), `videoType`, `videoSize`, `duration` (seconds), `snapshotUrl` (the cover), `snapshotWidth`, `snapshotHeight`, `snapshotSize`, plus `videoUUID`, `snapshotUUID` and the two local paths.',
        ),
        ref: 'class/message/videoElem',
      },
      fileURL: {description: L('已上传视频的地址，写入 `videoElem.videoUrl`。', 'URL of the uploaded video, stored in `videoElem.videoUrl`.')},
      videoType: videoTypeDoc,
      duration: durationDoc,
      size: {description: L('视频大小（字节），写入 `videoElem.videoSize`。', 'Size of the video in bytes, stored in `videoElem.videoSize`.')},
      snapshotURL: {
        description: L('封面图地址，写入 `videoElem.snapshotUrl`，可为空。', 'URL of the cover image, stored in `videoElem.snapshotUrl`; may be nil.'),
      },
      params: OPTIONS_DOC(
        '视频信息对象：`videoPath`、`videoUUID`、`videoUrl`、`videoType`、`videoSize`、`duration`、`snapshotPath`、`snapshotUUID`、`snapshotSize`、`snapshotUrl`、`snapshotWidth`、`snapshotHeight`。',
        'The video info object: `videoPath`, `videoUUID`, `videoUrl`, `videoType`, `videoSize`, `duration`, `snapshotPath`, `snapshotUUID`, `snapshotSize`, `snapshotUrl`, `snapshotWidth` and `snapshotHeight`.',
      ),
    },
    result: VIDEO_RESULT,
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createVideoMessageByURL',
        signature: 'public Message createVideoMessageByURL(VideoElem videoElem)',
        params: [{name: 'videoElem', type: 'VideoElem'}],
        returns: 'Message',
        example: `VideoElem video = new VideoElem();
video.setVideoUrl("https://cdn.example.com/video/clip.mp4");
video.setVideoType("video/mp4");
video.setDuration(30);
video.setSnapshotUrl("https://cdn.example.com/video/clip.jpg");
Message message = OpenIMClient.getInstance().messageManager.createVideoMessageByURL(video);`,
      },
      ios: {
        name: 'createVideoMessageByURL:videoType:duration:size:snapshot:',
        signature: `+ (OIMMessageInfo *)createVideoMessageByURL:(NSString *)fileURL
                                  videoType:(NSString * _Nullable)videoType
                                   duration:(NSInteger)duration
                                       size:(NSInteger)size
                                   snapshot:(NSString * _Nullable)snapshotURL;`,
        params: [
          {name: 'fileURL', type: 'NSString *'},
          {name: 'videoType', type: 'NSString * _Nullable', required: false},
          {name: 'duration', type: 'NSInteger'},
          {name: 'size', type: 'NSInteger'},
          {name: 'snapshotURL', type: 'NSString * _Nullable', required: false},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *message = [OIMMessageInfo createVideoMessageByURL:@"https://cdn.example.com/video/clip.mp4"
                                                        videoType:@"video/mp4"
                                                         duration:30
                                                             size:5242880
                                                         snapshot:@"https://cdn.example.com/video/clip.jpg"];`,
        note: L(
          'iOS 只接收五个值，不能设置封面的宽高和大小，接收方需自行按图片实际尺寸排版。',
          "iOS takes only five values; the cover's width, height and size cannot be set, so receivers must lay it out from the image itself.",
        ),
      },
      flutter: {
        name: 'createVideoMessageByURL',
        signature: `Future<Message> createVideoMessageByURL({
  required VideoElem videoElem,
  String? operationID,
})`,
        params: [
          {name: 'videoElem', type: 'VideoElem'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createVideoMessageByURL(
  videoElem: VideoElem(
    videoUrl: 'https://cdn.example.com/video/clip.mp4', videoType: 'video/mp4', duration: 30,
    snapshotUrl: 'https://cdn.example.com/video/clip.jpg', snapshotWidth: 640, snapshotHeight: 360,
  ),
);`,
      },
      web: {
        name: 'createVideoMessageByURL',
        signature: 'createVideoMessageByURL(data: VideoMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'VideoMsgParamsByURL', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createVideoMessageByURL({
  videoPath: '', videoUUID: '', videoUrl: 'https://cdn.example.com/video/clip.mp4', videoType: 'video/mp4',
  videoSize: 5242880, duration: 30, snapshotPath: '', snapshotUUID: '',
  snapshotUrl: 'https://cdn.example.com/video/clip.jpg', snapshotSize: 40960, snapshotWidth: 640, snapshotHeight: 360,
});`,
        note: L(
          '类型里的封面格式字段拼作 `snapShotType`（大写 S），与内核的 `snapshotType` 不一致，填了也不会生效。',
          "The typings spell the cover-format field `snapShotType` (capital S), unlike the core's `snapshotType`, so a value set there has no effect.",
        ),
      },
      electron: {
        name: 'createVideoMessageByURL',
        signature: 'createVideoMessageByURL(data: VideoMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'VideoMsgParamsByURL', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createVideoMessageByURL({
  videoPath: '', videoUUID: 'c1f6e0a2', videoUrl: 'https://cdn.example.com/video/clip.mp4', videoType: 'video/mp4', videoSize: 2048000, duration: 30,
  snapshotPath: '', snapshotUUID: '9b2d4f17', snapshotUrl: 'https://cdn.example.com/video/clip.jpg', snapshotSize: 40960, snapshotWidth: 640, snapshotHeight: 360,
});`,
      },
      'react-native': {
        name: 'createVideoMessageByURL',
        signature: 'createVideoMessageByURL(params: VideoMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'VideoMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createVideoMessageByURL(videoInfo);
// videoInfo: videoUrl, videoType, duration, snapshotUrl, ... as on Web`,
      },
      uniapp: {
        name: 'IMMethods.CreateVideoMessageByURL',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateVideoMessageByURL, operationID: string, videoInfo: VideoMsgParamsByURL): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'videoInfo', type: 'VideoMsgParamsByURL', doc: 'params'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';
import type {VideoElem} from 'openim-uniapp-polyfill';

declare const videoInfo: VideoElem; // the uploaded video's and cover's URLs, sizes and duration

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateVideoMessageByURL, IMSDK.uuid(), videoInfo)) as MessageItem;`,
      },
      'mini-program': {
        name: 'createVideoMessageByURL',
        signature: 'createVideoMessageByURL(params: VideoMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'VideoMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createVideoMessageByURL({
  videoPath: '', videoUUID: '', videoUrl: 'https://cdn.example.com/videos/clip.mp4', videoType: 'video/mp4', videoSize: 5242880, duration: 30,
  snapshotPath: '', snapshotUUID: '', snapshotUrl: 'https://cdn.example.com/videos/clip.jpg', snapshotSize: 40960,
  snapshotWidth: 640, snapshotHeight: 360,
});`,
        note: MINI_NOT_OSS,
      },
      unity: {
        name: 'CreateVideoMessageByURL',
        signature: 'public static Message CreateVideoMessageByURL(VideoElem videoBaseInfo)',
        params: [{name: 'videoBaseInfo', type: 'VideoElem', doc: 'videoElem'}],
        returns: 'Message',
        example: `var video = new VideoElem {
    VideoURL = "https://cdn.example.com/video/clip.mp4", VideoType = "video/mp4", Duration = 30,
    SnapshotURL = "https://cdn.example.com/video/clip.jpg", SnapshotWidth = 640, SnapshotHeight = 360,
};
var message = IMSDK.CreateVideoMessageByURL(video);`,
      },
    },
  },
  {
    id: 'api/message/createVideoMessageFromFullPath',
    summary: L(
      '用本地视频和封面图的绝对路径构建视频消息，文件在发送时上传。',
      'Builds a video message from the absolute paths of a local video and its cover image; the files are uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...VIDEO_PATH_PARAMS, ...VIDEO_FILE_PARAMS},
    result: VIDEO_RESULT,
    triggers: [],
    errors: [],
    platforms: fullPathPlatforms('Video', VIDEO_FULL, VIDEO_BYFILE),
  },
  // -------------------------------------------------------------------------------------------------------------
  // File
  {
    id: 'api/message/createFileMessageByFile',
    summary: L(
      'Web：用浏览器的 `File` 构建文件消息，文件在发送时上传。',
      'Web: builds a file message from a browser `File`; the file is uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...FILE_FILE_PARAMS, ...FILE_PATH_PARAMS},
    result: FILE_RESULT,
    triggers: [],
    errors: [10005],
    platforms: byFilePlatforms('File', FILE_FULL, FILE_BYFILE),
  },
  {
    id: 'api/message/createFileMessageByURL',
    summary: L(
      '用已上传好的文件地址构建文件消息，发送时不再上传。',
      'Builds a file message from an already-uploaded file URL; nothing is uploaded when it is sent.',
    ),
    requires: ['login'],
    params: {
      fileElem: {
        description: L(
          '文件信息：`sourceUrl`（文件地址，必填）、`fileName`、`fileSize`（字节）、`uuid`、`filePath`，内核还接受 `fileType`。',
          'The file: `sourceUrl` (the file URL, required), `fileName`, `fileSize` (bytes), `uuid`, `filePath`; the core also accepts `fileType`.',
        ),
        ref: 'class/message/fileElem',
      },
      fileURL: {description: L('已上传文件的地址，写入 `fileElem.sourceUrl`。', 'URL of the uploaded file, stored in `fileElem.sourceUrl`.')},
      fileName: {description: L('展示的文件名；iOS 传 nil 时取地址的最后一段。', 'File name to show; on iOS, nil means the last path component of the URL.')},
      size: {description: L('文件大小（字节），写入 `fileElem.fileSize`。', 'Size of the file in bytes, stored in `fileElem.fileSize`.')},
      params: OPTIONS_DOC(
        '文件信息对象：`filePath`、`fileName`、`uuid`、`sourceUrl`、`fileSize`、可选 `fileType`。',
        'The file info object: `filePath`, `fileName`, `uuid`, `sourceUrl`, `fileSize` and optional `fileType`.',
      ),
    },
    result: FILE_RESULT,
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'createFileMessageByURL',
        signature: 'public Message createFileMessageByURL(FileElem fileElem)',
        params: [{name: 'fileElem', type: 'FileElem'}],
        returns: 'Message',
        example: `FileElem file = new FileElem();
file.setSourceUrl("https://cdn.example.com/files/report.pdf");
file.setFileName("report.pdf");
file.setFileSize(1048576);
Message message = OpenIMClient.getInstance().messageManager.createFileMessageByURL(file);`,
      },
      ios: {
        name: 'createFileMessageByURL:fileName:size:',
        signature: `+ (OIMMessageInfo *)createFileMessageByURL:(NSString *)fileURL
                                  fileName:(NSString * _Nullable)fileName
                                      size:(NSInteger)size;`,
        params: [
          {name: 'fileURL', type: 'NSString *'},
          {name: 'fileName', type: 'NSString * _Nullable', required: false},
          {name: 'size', type: 'NSInteger'},
        ],
        returns: 'OIMMessageInfo *',
        example: `OIMMessageInfo *message = [OIMMessageInfo createFileMessageByURL:@"https://cdn.example.com/files/report.pdf"
                                                        fileName:@"report.pdf"
                                                            size:1048576];`,
      },
      flutter: {
        name: 'createFileMessageByURL',
        signature: `Future<Message> createFileMessageByURL({
  required FileElem fileElem,
  String? operationID,
})`,
        params: [
          {name: 'fileElem', type: 'FileElem'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<Message>',
        example: `final message = await OpenIM.iMManager.messageManager.createFileMessageByURL(
  fileElem: FileElem(sourceUrl: 'https://cdn.example.com/files/report.pdf', fileName: 'report.pdf', fileSize: 1048576),
);`,
      },
      web: {
        name: 'createFileMessageByURL',
        signature: 'createFileMessageByURL(data: FileMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'FileMsgParamsByURL', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createFileMessageByURL({
  filePath: '', uuid: '', sourceUrl: 'https://cdn.example.com/files/report.pdf',
  fileName: 'report.pdf', fileSize: 1048576, fileType: 'application/pdf',
});
await OpenIM.sendMessageNotOss({recvID: 'user002', groupID: '', message});`,
      },
      electron: {
        name: 'createFileMessageByURL',
        signature: 'createFileMessageByURL(data: FileMsgParamsByURL, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'data', type: 'FileMsgParamsByURL', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await IMSDK.createFileMessageByURL({
  filePath: '', uuid: '', sourceUrl: 'https://cdn.example.com/files/report.pdf', fileName: 'report.pdf', fileSize: 1048576,
});`,
      },
      'react-native': {
        name: 'createFileMessageByURL',
        signature: 'createFileMessageByURL(params: FileMsgParams, operationID?: string): Promise<MessageItem>',
        params: [
          {name: 'params', type: 'FileMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<MessageItem>',
        example: `const message = await OpenIMSDK.createFileMessageByURL({
  filePath: '', uuid: '', sourceUrl: 'https://cdn.example.com/files/report.pdf', fileName: 'report.pdf', fileSize: 1048576,
});`,
      },
      uniapp: {
        name: 'IMMethods.CreateFileMessageByURL',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.CreateFileMessageByURL, operationID: string, fileInfo: FileMsgParamsByURL): Promise<MessageItem>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'fileInfo', type: 'FileMsgParamsByURL', doc: 'params'},
        ],
        returns: 'Promise<MessageItem>',
        example: `import type {MessageItem} from 'openim-uniapp-polyfill';

const message = (await IMSDK.asyncApi(IMSDK.IMMethods.CreateFileMessageByURL, IMSDK.uuid(), {
  filePath: '', uuid: '', sourceUrl: 'https://cdn.example.com/files/report.pdf', fileName: 'report.pdf', fileSize: 1048576,
})) as MessageItem;`,
      },
      'mini-program': {
        name: 'createFileMessageByURL',
        signature: 'createFileMessageByURL(params: FileMsgParams, operationID?: string): Promise<WsResponse<MessageItem>>',
        params: [
          {name: 'params', type: 'FileMsgParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<MessageItem>>',
        example: `const {data: message} = await OpenIM.createFileMessageByURL({
  filePath: '', uuid: '', sourceUrl: 'https://cdn.example.com/files/report.pdf', fileName: 'report.pdf', fileSize: 1048576,
});`,
        note: MINI_NOT_OSS,
      },
      unity: {
        name: 'CreateFileMessageByURL',
        signature: 'public static Message CreateFileMessageByURL(FileElem fileBaseInfo)',
        params: [{name: 'fileBaseInfo', type: 'FileElem', doc: 'fileElem'}],
        returns: 'Message',
        example: `var file = new FileElem { SourceURL = "https://cdn.example.com/files/report.pdf", FileName = "report.pdf", FileSize = 1048576 };
var message = IMSDK.CreateFileMessageByURL(file);`,
      },
    },
  },
  {
    id: 'api/message/createFileMessageFromFullPath',
    summary: L(
      '用本地文件的绝对路径构建文件消息，文件在发送时上传。',
      'Builds a file message from the absolute path of a local file; the file is uploaded when the message is sent.',
    ),
    requires: ['login'],
    params: {...FILE_PATH_PARAMS, ...FILE_FILE_PARAMS},
    result: FILE_RESULT,
    triggers: [],
    errors: [],
    platforms: fullPathPlatforms('File', FILE_FULL, FILE_BYFILE),
  },
];
