/** Methods of the conversation module. Facts: see ../sources.ts. */
import type {ParamDoc, SdkMethod, TypeRef} from '../types';

/** Parameter meanings shared by several conversation methods. */
const CONVERSATION_ID: ParamDoc = {
  description: {
    'zh-Hans': '会话 ID，例如单聊 `si_user001_user002`、群聊 `sg_group001`；取自会话对象的 `conversationID`，或用 `getConversationIDBySessionType` 计算。',
    en: "Conversation ID, such as `si_user001_user002` for a one-to-one chat or `sg_group001` for a group; take it from a conversation's `conversationID` or compute it with `getConversationIDBySessionType`.",
  },
};
const SOURCE_ID: ParamDoc = {
  description: {
    'zh-Hans': '会话对方的 ID：单聊传对方用户 ID（如 `user002`），群聊传群 ID（如 `group001`）。',
    en: "The other side of the conversation: the peer's user ID for a one-to-one chat (such as `user002`), the group ID for a group (such as `group001`).",
  },
};
const SESSION_TYPE: ParamDoc = {
  description: {
    'zh-Hans': '会话类型：1 单聊，3 群聊，4 通知会话。群聊必须传 3；2 是旧的普通群类型，会得到 `g_` 前缀的 ID，与实际会话对不上。',
    en: 'Conversation type: 1 one-to-one, 3 group, 4 notification. Groups must use 3; 2 is the old plain-group type and yields a `g_` ID that matches no real conversation.',
  },
  ref: 'enum/conversationType',
};
const CONVERSATION_LIST: ParamDoc = {
  description: {
    'zh-Hans': '会话对象数组，按置顶优先、再按最近消息或草稿时间倒序排列。',
    en: 'An array of conversation objects, pinned ones first, then by latest message or draft time, newest first.',
  },
  ref: 'class/conversation/conversationInfo',
};
const NO_PAYLOAD = (zh: string, en: string): ParamDoc => ({description: {'zh-Hans': zh, en}});

const LIST_CALLBACKS: readonly TypeRef[] = ['callback/onConversationChanged', 'callback/onTotalUnreadMessageCountChanged'];

export const CONVERSATION_METHODS: readonly SdkMethod[] = [
  {
    id: 'api/conversation/getAllConversationList',
    summary: {
      'zh-Hans': '从本地数据库一次性读取全部可见会话，置顶在前、按最新消息时间倒序。',
      en: 'Reads every visible conversation from the local database at once, pinned first, then newest first.',
    },
    requires: ['login'],
    params: {},
    result: CONVERSATION_LIST,
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getAllConversationList',
        signature: 'public void getAllConversationList(OnBase<List<ConversationInfo>> base)',
        params: [{name: 'base', type: 'OnBase<List<ConversationInfo>>', doc: 'callback'}],
        returns: 'OnBase<List<ConversationInfo>>',
        example: `OpenIMClient.getInstance().conversationManager.getAllConversationList(new OnBase<List<ConversationInfo>>() {
    @Override
    public void onSuccess(List<ConversationInfo> data) {
        adapter.submitList(data);
    }
});`,
      },
      ios: {
        name: 'getAllConversationListWithOnSuccess:onFailure:',
        signature: `- (void)getAllConversationListWithOnSuccess:(nullable OIMConversationsInfoCallback)onSuccess
                                  onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMConversationsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMConversationsInfoCallback (NSArray<OIMConversationInfo *> *conversations)',
        example: `[OIMManager.manager getAllConversationListWithOnSuccess:^(NSArray<OIMConversationInfo *> * _Nullable conversations) {
    self.conversations = conversations;
    [self.tableView reloadData];
} onFailure:nil];`,
      },
      flutter: {
        name: 'getAllConversationList',
        signature: 'Future<List<ConversationInfo>> getAllConversationList({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<List<ConversationInfo>>',
        example: `final list = await OpenIM.iMManager.conversationManager.getAllConversationList();
print('\${list.length} conversations');`,
      },
      web: {
        name: 'getAllConversationList',
        signature: 'getAllConversationList(operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: conversations} = await OpenIM.getAllConversationList();`,
      },
      electron: {
        name: 'getAllConversationList',
        signature: 'getAllConversationList(operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: conversations} = await IMSDK.getAllConversationList();`,
      },
      'react-native': {
        name: 'getAllConversationList',
        signature: 'getAllConversationList(operationID?: string): Promise<ConversationItem[]>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<ConversationItem[]>',
        example: `import OpenIMSDK from '@openim/rn-client-sdk';

const conversations = await OpenIMSDK.getAllConversationList();`,
      },
      uniapp: {
        name: 'IMMethods.GetAllConversationList',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetAllConversationList, operationID: string): Promise<{data: ConversationItem[]}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: ConversationItem[]}>',
        example: `import type {ConversationItem} from 'openim-uniapp-polyfill';

const {data: conversations} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetAllConversationList, IMSDK.uuid())) as {data: ConversationItem[]};`,
      },
      'mini-program': {
        name: 'getAllConversationList',
        signature: 'getAllConversationList(operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: conversations} = await OpenIM.getAllConversationList();`,
      },
      unity: {
        name: 'GetAllConversationList',
        signature: 'public static void GetAllConversationList(OnBase<List<Conversation>> cb)',
        params: [{name: 'cb', type: 'OnBase<List<Conversation>>'}],
        returns: 'OnBase<List<Conversation>>',
        example: `IMSDK.GetAllConversationList((list, errCode, errMsg) => {
    if (errCode == 0) Debug.Log($"{list.Count} conversations");
});`,
      },
    },
  },
  {
    id: 'api/conversation/getConversationListSplit',
    summary: {
      'zh-Hans': '按 `offset`/`count` 分页读取本地会话列表，排序与全量列表相同。',
      en: 'Reads the local conversation list one page at a time by `offset` and `count`, in the same order as the full list.',
    },
    requires: ['login'],
    params: {
      offset: {
        description: {
          'zh-Hans': '从第几条开始（从 0 起）。下一页传已加载的条数。',
          en: 'Zero-based index of the first conversation to return. For the next page pass the number already loaded.',
        },
      },
      count: {
        description: {
          'zh-Hans': '本页最多返回多少条。返回条数少于它时说明已到末尾。',
          en: 'Maximum number of conversations in this page. Fewer results mean the end of the list.',
        },
      },
      params: {
        description: {
          'zh-Hans': '分页参数对象 `{offset, count}`，含义同上。',
          en: 'Paging object `{offset, count}`, with the meanings above.',
        },
      },
      options: {
        description: {
          'zh-Hans': '分页参数对象 `{offset, count}`。',
          en: 'Paging object `{offset, count}`.',
        },
      },
    },
    result: CONVERSATION_LIST,
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getConversationListSplit',
        signature: 'public void getConversationListSplit(OnBase<List<ConversationInfo>> base, long offset, long count)',
        params: [
          {name: 'base', type: 'OnBase<List<ConversationInfo>>', doc: 'callback'},
          {name: 'offset', type: 'long'},
          {name: 'count', type: 'long'},
        ],
        returns: 'OnBase<List<ConversationInfo>>',
        example: `OpenIMClient.getInstance().conversationManager.getConversationListSplit(new OnBase<List<ConversationInfo>>() {
    @Override
    public void onSuccess(List<ConversationInfo> page) {
        adapter.append(page);
    }
}, loadedCount, 50);`,
      },
      ios: {
        name: 'getConversationListSplitWithOffset:count:onSuccess:onFailure:',
        signature: `- (void)getConversationListSplitWithOffset:(NSInteger)offset
                                     count:(NSInteger)count
                                 onSuccess:(nullable OIMConversationsInfoCallback)onSuccess
                                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'offset', type: 'NSInteger'},
          {name: 'count', type: 'NSInteger'},
          {name: 'onSuccess', type: 'OIMConversationsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMConversationsInfoCallback (NSArray<OIMConversationInfo *> *conversations)',
        example: `[OIMManager.manager getConversationListSplitWithOffset:self.conversations.count
                                               count:50
                                           onSuccess:^(NSArray<OIMConversationInfo *> * _Nullable conversations) {
    [self appendConversations:conversations];
} onFailure:nil];`,
      },
      flutter: {
        name: 'getConversationListSplit',
        signature: `Future<List<ConversationInfo>> getConversationListSplit({
  int offset = 0,
  int count = 20,
  String? operationID,
})`,
        params: [
          {name: 'offset', type: 'int', required: false},
          {name: 'count', type: 'int', required: false},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<ConversationInfo>>',
        example: `final page = await OpenIM.iMManager.conversationManager.getConversationListSplit(
  offset: conversations.length,
  count: 50,
);`,
        note: {
          'zh-Hans': '两个参数都有默认值：`offset` 为 0，`count` 为 20。',
          en: 'Both parameters have defaults: `offset` 0 and `count` 20.',
        },
      },
      web: {
        name: 'getConversationListSplit',
        signature: 'getConversationListSplit(data: SplitConversationParams, operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [
          {name: 'data', type: 'SplitConversationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: firstPage} = await OpenIM.getConversationListSplit({
  offset: 0, // the next page starts at offset 50
  count: 50,
});`,
      },
      electron: {
        name: 'getConversationListSplit',
        signature: 'getConversationListSplit(data: SplitConversationParams, operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [
          {name: 'data', type: 'SplitConversationParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: page} = await IMSDK.getConversationListSplit({offset: 0, count: 50});`,
      },
      'react-native': {
        name: 'getConversationListSplit',
        signature: 'getConversationListSplit(params: SplitConversationParams, operationID?: string): Promise<ConversationItem[]>',
        params: [
          {name: 'params', type: 'SplitConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<ConversationItem[]>',
        example: `const page = await OpenIMSDK.getConversationListSplit({offset: 0, count: 50});`,
      },
      uniapp: {
        name: 'IMMethods.GetConversationListSplit',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetConversationListSplit, operationID: string, options: {offset: number; count: number}): Promise<{data: ConversationItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{offset: number; count: number}'},
        ],
        returns: 'Promise<{data: ConversationItem[]}>',
        example: `import type {ConversationItem} from 'openim-uniapp-polyfill';

const {data: page} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetConversationListSplit, IMSDK.uuid(), {
  offset: 0,
  count: 50,
})) as {data: ConversationItem[]};`,
      },
      'mini-program': {
        name: 'getConversationListSplit',
        signature: 'getConversationListSplit(params: SplitConversationParams, operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [
          {name: 'params', type: 'SplitConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: page} = await OpenIM.getConversationListSplit({offset: 0, count: 50});`,
      },
      unity: {
        name: 'GetConversationListSplit',
        signature: 'public static void GetConversationListSplit(OnBase<List<Conversation>> cb, int offset, int count)',
        params: [
          {name: 'cb', type: 'OnBase<List<Conversation>>'},
          {name: 'offset', type: 'int'},
          {name: 'count', type: 'int'},
        ],
        returns: 'OnBase<List<Conversation>>',
        example: `IMSDK.GetConversationListSplit((page, errCode, errMsg) => {
    if (errCode == 0) conversations.AddRange(page);
}, conversations.Count, 50);`,
      },
    },
  },
  {
    id: 'api/conversation/getOneConversation',
    summary: {
      'zh-Hans': '按会话类型和对方 ID 取一个会话；本地还没有时返回一个临时会话对象（不写入数据库）。',
      en: 'Gets one conversation by type and peer ID; when none exists locally, returns a temporary conversation object that is not saved.',
    },
    requires: ['login'],
    params: {
      sourceID: SOURCE_ID,
      sessionType: SESSION_TYPE,
      params: {
        description: {
          'zh-Hans': '参数对象 `{sourceID, sessionType}`，含义同上。',
          en: 'Object `{sourceID, sessionType}`, with the meanings above.',
        },
      },
      options: {
        description: {
          'zh-Hans': '参数对象 `{sourceID, sessionType}`。',
          en: 'Object `{sourceID, sessionType}`.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '会话对象。本地没有该会话时，SDK 从服务端取对方昵称头像或群名称群头像，拼出一个未落库的会话对象。',
        en: "The conversation. When it does not exist locally, the SDK fetches the peer's name and avatar (or the group's) from the server and builds an unsaved conversation object.",
      },
      ref: 'class/conversation/conversationInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getOneConversation',
        signature: 'public void getOneConversation(OnBase<ConversationInfo> base, String sourceId, int sessionType)',
        params: [
          {name: 'base', type: 'OnBase<ConversationInfo>', doc: 'callback'},
          {name: 'sourceId', type: 'String', doc: 'sourceID'},
          {name: 'sessionType', type: 'int'},
        ],
        returns: 'OnBase<ConversationInfo>',
        example: `OpenIMClient.getInstance().conversationManager.getOneConversation(new OnBase<ConversationInfo>() {
    @Override
    public void onSuccess(ConversationInfo conversation) {
        openChat(conversation.getConversationID());
    }
}, "user002", ConversationType.SINGLE_CHAT);`,
        note: {
          'zh-Hans': '群聊请用 `ConversationType.SUPER_GROUP_CHAT`（3），不要用名字更像群聊的 `GROUP_CHAT`（2）。',
          en: 'For groups use `ConversationType.SUPER_GROUP_CHAT` (3), not `GROUP_CHAT` (2), whose name looks more fitting.',
        },
      },
      ios: {
        name: 'getOneConversationWithSessionType:sourceID:onSuccess:onFailure:',
        signature: `- (void)getOneConversationWithSessionType:(OIMConversationType)sessionType
                                 sourceID:(NSString *)sourceID
                                onSuccess:(nullable OIMConversationInfoCallback)onSuccess
                                onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'sessionType', type: 'OIMConversationType'},
          {name: 'sourceID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMConversationInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMConversationInfoCallback (OIMConversationInfo *conversation)',
        example: `[OIMManager.manager getOneConversationWithSessionType:OIMConversationTypeSuperGroup
                                            sourceID:@"group001"
                                           onSuccess:^(OIMConversationInfo * _Nullable conversation) {
    [self openChat:conversation];
} onFailure:nil];`,
        note: {
          'zh-Hans': '群聊用 `OIMConversationTypeSuperGroup`（3），`OIMConversationTypeGroup`（2）得到的会话 ID 与服务端不一致。',
          en: "Use `OIMConversationTypeSuperGroup` (3) for groups; `OIMConversationTypeGroup` (2) yields an ID that does not match the server's.",
        },
      },
      flutter: {
        name: 'getOneConversation',
        signature: `Future<ConversationInfo> getOneConversation({
  required String sourceID,
  required int sessionType,
  String? operationID,
})`,
        params: [
          {name: 'sourceID', type: 'String'},
          {name: 'sessionType', type: 'int'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<ConversationInfo>',
        example: `final conversation = await OpenIM.iMManager.conversationManager.getOneConversation(
  sourceID: 'user002',
  sessionType: ConversationType.single,
);`,
        note: {
          'zh-Hans': '群聊用 `ConversationType.superGroup`（3）；`ConversationType.group`（2）已标记为废弃。',
          en: 'Use `ConversationType.superGroup` (3) for groups; `ConversationType.group` (2) is deprecated.',
        },
      },
      web: {
        name: 'getOneConversation',
        signature: 'getOneConversation(params: GetOneConversationParams, operationID?: string): Promise<WsResponse<ConversationItem>>',
        params: [
          {name: 'params', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem>>',
        example: `import {SessionType} from '@openim/wasm-client-sdk';

const {data: conversation} = await OpenIM.getOneConversation({
  sourceID: 'group001',
  sessionType: SessionType.Group, // 3
});`,
      },
      electron: {
        name: 'getOneConversation',
        signature: 'getOneConversation(params: GetOneConversationParams, operationID?: string): Promise<WsResponse<ConversationItem>>',
        params: [
          {name: 'params', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem>>',
        example: `const {data: conversation} = await IMSDK.getOneConversation({sourceID: 'user002', sessionType: 1});`,
      },
      'react-native': {
        name: 'getOneConversation',
        signature: 'getOneConversation(params: GetOneConversationParams, operationID?: string): Promise<ConversationItem>',
        params: [
          {name: 'params', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<ConversationItem>',
        example: `import OpenIMSDK, {SessionType} from '@openim/rn-client-sdk';

const conversation = await OpenIMSDK.getOneConversation({sourceID: 'user002', sessionType: SessionType.Single});`,
      },
      uniapp: {
        name: 'IMMethods.GetOneConversation',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetOneConversation, operationID: string, options: {sourceID: string; sessionType: number}): Promise<{data: ConversationItem}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{sourceID: string; sessionType: number}'},
        ],
        returns: 'Promise<{data: ConversationItem}>',
        example: `import type {ConversationItem} from 'openim-uniapp-polyfill';

const {data: conversation} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetOneConversation, IMSDK.uuid(), {
  sourceID: 'group001',
  sessionType: 3,
})) as {data: ConversationItem};`,
      },
      'mini-program': {
        name: 'getOneConversation',
        signature: 'getOneConversation(params: GetOneConversationParams, operationID?: string): Promise<WsResponse<ConversationItem>>',
        params: [
          {name: 'params', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem>>',
        example: `const {data: conversation} = await OpenIM.getOneConversation({sourceID: 'user002', sessionType: 1});`,
      },
      unity: {
        name: 'GetOneConversation',
        signature: 'public static void GetOneConversation(OnBase<Conversation> cb, ConversationType sessionType, string sourceId)',
        params: [
          {name: 'cb', type: 'OnBase<Conversation>'},
          {name: 'sessionType', type: 'ConversationType'},
          {name: 'sourceId', type: 'string', doc: 'sourceID'},
        ],
        returns: 'OnBase<Conversation>',
        example: `IMSDK.GetOneConversation((conversation, errCode, errMsg) => {
    if (errCode == 0) OpenChat(conversation);
}, ConversationType.Group, "group001");`,
        note: {
          'zh-Hans': 'Unity 的 `ConversationType` 只有 `Single`（1）、`Group`（3）、`Notification`（4）三个值，不会误用 2。',
          en: "Unity's `ConversationType` has only `Single` (1), `Group` (3) and `Notification` (4), so 2 cannot be passed by mistake.",
        },
      },
    },
  },
  {
    id: 'api/conversation/getMultipleConversation',
    summary: {
      'zh-Hans': '按一组会话 ID 从本地数据库批量读取会话，不存在的 ID 直接忽略。',
      en: 'Reads several conversations from the local database by their IDs; IDs that do not exist are skipped.',
    },
    requires: ['login'],
    params: {
      conversationIDList: {
        description: {
          'zh-Hans': '要读取的会话 ID 列表。Electron 和小程序要求传 JSON 字符串（如 `JSON.stringify([...])`），其余平台传数组。',
          en: 'The conversation IDs to read. Electron and the mini-program SDK expect a JSON string (such as `JSON.stringify([...])`); the other platforms take an array.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '找到的会话对象数组；顺序不保证与传入顺序一致，本地不存在的 ID 不会出现在结果里。',
        en: 'The conversations found; their order need not match the input, and IDs with no local conversation are absent.',
      },
      ref: 'class/conversation/conversationInfo',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getMultipleConversation',
        signature: 'public void getMultipleConversation(OnBase<List<ConversationInfo>> base, List<String> conversationIDs)',
        params: [
          {name: 'base', type: 'OnBase<List<ConversationInfo>>', doc: 'callback'},
          {name: 'conversationIDs', type: 'List<String>', doc: 'conversationIDList'},
        ],
        returns: 'OnBase<List<ConversationInfo>>',
        example: `OpenIMClient.getInstance().conversationManager.getMultipleConversation(new OnBase<List<ConversationInfo>>() {
    @Override
    public void onSuccess(List<ConversationInfo> data) {
        refreshRows(data);
    }
}, Arrays.asList("si_user001_user002", "sg_group001"));`,
      },
      ios: {
        name: 'getMultipleConversation:onSuccess:onFailure:',
        signature: `- (void)getMultipleConversation:(NSArray <NSString *> *)conversationIDs
                       onSuccess:(nullable OIMConversationsInfoCallback)onSuccess
                       onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationIDs', type: 'NSArray<NSString *> *', doc: 'conversationIDList'},
          {name: 'onSuccess', type: 'OIMConversationsInfoCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMConversationsInfoCallback (NSArray<OIMConversationInfo *> *conversations)',
        example: `[OIMManager.manager getMultipleConversation:@[@"si_user001_user002", @"sg_group001"]
                                 onSuccess:^(NSArray<OIMConversationInfo *> * _Nullable conversations) {
    [self refreshRows:conversations];
} onFailure:nil];`,
      },
      flutter: {
        name: 'getMultipleConversation',
        signature: `Future<List<ConversationInfo>> getMultipleConversation({
  required List<String> conversationIDList,
  String? operationID,
})`,
        params: [
          {name: 'conversationIDList', type: 'List<String>'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<ConversationInfo>>',
        example: `final list = await OpenIM.iMManager.conversationManager.getMultipleConversation(
  conversationIDList: ['si_user001_user002', 'sg_group001'],
);`,
      },
      web: {
        name: 'getMultipleConversation',
        signature: 'getMultipleConversation(data: string[], operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [
          {name: 'data', type: 'string[]', doc: 'conversationIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: list} = await OpenIM.getMultipleConversation(['si_user001_user002', 'sg_group001']);`,
      },
      electron: {
        missing: {
          'zh-Hans':
            '渲染进程的类型声明写的是 `getMultipleConversation(data: string[])`，但主进程把参数原样交给内核，而内核要的是 JSON 字符串：按类型传数组会调用失败，传字符串又通不过 TypeScript 检查。请对每个 ID 调用 [getOneConversation](/sdks/api/conversation/getOneConversation)，或在 [getAllConversationList](/sdks/api/conversation/getAllConversationList) 的结果中按 `conversationID` 查找。',
          en: 'The renderer typings declare `getMultipleConversation(data: string[])`, but the main process hands the argument to the core unchanged and the core expects a JSON string: the array the typings ask for makes the call fail, and a string does not type-check. Call [getOneConversation](/sdks/api/conversation/getOneConversation) for each ID, or look the IDs up in the result of [getAllConversationList](/sdks/api/conversation/getAllConversationList).',
        },
      },
      'react-native': {
        name: 'getMultipleConversation',
        signature: 'getMultipleConversation(conversationIDList: string[], operationID?: string): Promise<ConversationItem[]>',
        params: [
          {name: 'conversationIDList', type: 'string[]'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<ConversationItem[]>',
        example: `const list = await OpenIMSDK.getMultipleConversation(['si_user001_user002', 'sg_group001']);`,
      },
      uniapp: {
        name: 'IMMethods.GetMultipleConversation',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetMultipleConversation, operationID: string, conversationIDList: string[]): Promise<{data: ConversationItem[]}>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'conversationIDList', type: 'string[]'},
        ],
        returns: 'Promise<{data: ConversationItem[]}>',
        example: `import type {ConversationItem} from 'openim-uniapp-polyfill';

const {data: list} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetMultipleConversation, IMSDK.uuid(), [
  'si_user001_user002',
  'sg_group001',
])) as {data: ConversationItem[]};`,
      },
      'mini-program': {
        name: 'getMultipleConversation',
        signature: 'getMultipleConversation(params: string, operationID?: string): Promise<WsResponse<ConversationItem[]>>',
        params: [
          {name: 'params', type: 'string', doc: 'conversationIDList'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem[]>>',
        example: `const {data: list} = await OpenIM.getMultipleConversation(JSON.stringify(['si_user001_user002']));`,
        note: {
          'zh-Hans': '参数类型是字符串：传 JSON 序列化后的 ID 数组。',
          en: 'The parameter is a string: pass the ID array serialised as JSON.',
        },
      },
      unity: {
        name: 'GetMultipleConversation',
        signature: 'public static void GetMultipleConversation(OnBase<List<Conversation>> cb, string[] conversationIdList)',
        params: [
          {name: 'cb', type: 'OnBase<List<Conversation>>'},
          {name: 'conversationIdList', type: 'string[]', doc: 'conversationIDList'},
        ],
        returns: 'OnBase<List<Conversation>>',
        example: `IMSDK.GetMultipleConversation((list, errCode, errMsg) => {
    if (errCode == 0) RefreshRows(list);
}, new[] {"si_user001_user002", "sg_group001"});`,
      },
    },
  },
  {
    id: 'api/conversation/getConversationIDBySessionType',
    summary: {
      'zh-Hans': '由对方 ID 和会话类型在本地算出会话 ID，不查数据库也不访问服务端。',
      en: 'Computes a conversation ID locally from the peer ID and the conversation type, without touching the database or the server.',
    },
    requires: ['login'],
    params: {
      sourceID: SOURCE_ID,
      sessionType: SESSION_TYPE,
      params: {
        description: {
          'zh-Hans': '参数对象 `{sourceID, sessionType}`，含义同上。',
          en: 'Object `{sourceID, sessionType}`, with the meanings above.',
        },
      },
      data: {
        description: {
          'zh-Hans': '参数对象 `{sourceID, sessionType}`，含义同上。',
          en: 'Object `{sourceID, sessionType}`, with the meanings above.',
        },
      },
      options: {
        description: {
          'zh-Hans': '参数对象 `{sourceID, sessionType}`。',
          en: 'Object `{sourceID, sessionType}`.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans':
          '会话 ID 字符串：单聊 `si_` 加排序后的两个用户 ID（`si_user001_user002`），群聊 `sg_` 加群 ID，通知会话 `sn_` 加排序后的两个 ID，类型 2 为 `g_` 加群 ID；未知类型返回空字符串。',
        en: 'The conversation ID: `si_` plus both user IDs sorted (`si_user001_user002`) for one-to-one, `sg_` plus the group ID for groups, `sn_` plus both IDs sorted for notifications, `g_` plus the group ID for type 2; an empty string for an unknown type.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getConversationIDBySessionType',
        signature: 'public String getConversationIDBySessionType(String sourceId, int sessionType)',
        params: [
          {name: 'sourceId', type: 'String', doc: 'sourceID'},
          {name: 'sessionType', type: 'int'},
        ],
        returns: 'String',
        example: `String conversationID = OpenIMClient.getInstance().conversationManager
    .getConversationIDBySessionType("group001", ConversationType.SUPER_GROUP_CHAT);`,
        note: {
          'zh-Hans': '同步方法，直接返回字符串。',
          en: 'Synchronous: returns the string directly.',
        },
      },
      ios: {
        name: 'getConversationIDBySessionType:sourceID:',
        signature: `- (NSString *)getConversationIDBySessionType:(OIMConversationType)sessionType
                                    sourceID:(NSString *)sourceID;`,
        params: [
          {name: 'sessionType', type: 'OIMConversationType'},
          {name: 'sourceID', type: 'NSString *'},
        ],
        returns: 'NSString *',
        example: `NSString *conversationID = [OIMManager.manager getConversationIDBySessionType:OIMConversationTypeC2C
                                                                   sourceID:@"user002"];`,
      },
      flutter: {
        name: 'getConversationIDBySessionType',
        signature: `Future<dynamic> getConversationIDBySessionType({
  required String sourceID,
  required int sessionType,
  String? operationID,
})`,
        params: [
          {name: 'sourceID', type: 'String'},
          {name: 'sessionType', type: 'int'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `final String conversationID = await OpenIM.iMManager.conversationManager.getConversationIDBySessionType(
  sourceID: 'user002',
  sessionType: ConversationType.single,
);`,
      },
      web: {
        name: 'getConversationIDBySessionType',
        signature: 'getConversationIDBySessionType(data: GetOneConversationParams, operationID?: string): Promise<WsResponse<string>>',
        params: [
          {name: 'data', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<string>>',
        example: `const {data: conversationID} = await OpenIM.getConversationIDBySessionType({
  sourceID: 'user002',
  sessionType: 1,
});`,
      },
      electron: {
        name: 'getConversationIDBySessionType',
        signature: 'getConversationIDBySessionType(data: GetOneConversationParams, operationID?: string): Promise<WsResponse<string>>',
        params: [
          {name: 'data', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<string>>',
        example: `const {data: conversationID} = await IMSDK.getConversationIDBySessionType({sourceID: 'group001', sessionType: 3});`,
      },
      'react-native': {
        name: 'getConversationIDBySessionType',
        signature: 'getConversationIDBySessionType(params: GetOneConversationParams, operationID?: string): Promise<string>',
        params: [
          {name: 'params', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<string>',
        example: `const conversationID = await OpenIMSDK.getConversationIDBySessionType({sourceID: 'user002', sessionType: 1});`,
      },
      uniapp: {
        name: 'IMMethods.GetConversationIDBySessionType',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.GetConversationIDBySessionType, operationID: string, options: {sourceID: string; sessionType: number}): Promise<string>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{sourceID: string; sessionType: number}'},
        ],
        returns: 'Promise<string>',
        example: `const conversationID = (await IMSDK.asyncApi(IMSDK.IMMethods.GetConversationIDBySessionType, IMSDK.uuid(), {
  sourceID: 'user002',
  sessionType: 1,
})) as string;`,
        note: {
          'zh-Hans':
            '原生插件里这是同步方法（Android 直接返回 `String`，iOS 以 `UNI_EXPORT_METHOD_SYNC` 导出），`openim-uniapp-polyfill` 直接以这个 ID 字符串 resolve，不包在 `{data}` 里。',
          en: 'In the native plugin this is a synchronous method (Android returns a `String`, iOS exports it with `UNI_EXPORT_METHOD_SYNC`), and `openim-uniapp-polyfill` resolves with the ID string itself, not wrapped in `{data}`.',
        },
      },
      'mini-program': {
        name: 'getConversationIDBySessionType',
        signature: 'getConversationIDBySessionType(params: GetOneConversationParams, operationID?: string): Promise<WsResponse<ConversationItem>>',
        params: [
          {name: 'params', type: 'GetOneConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<ConversationItem>>',
        example: `const {data: conversationID} = await OpenIM.getConversationIDBySessionType({sourceID: 'user002', sessionType: 1});`,
        note: {
          'zh-Hans': '类型声明写的是 `ConversationItem`，实际 `data` 是会话 ID 字符串。',
          en: 'The type declaration says `ConversationItem`, but `data` is really the conversation ID string.',
        },
      },
      unity: {
        name: 'GetConversationIdBySessionType',
        signature: 'public static string GetConversationIdBySessionType(string sourceId, int sessionType)',
        params: [
          {name: 'sourceId', type: 'string', doc: 'sourceID'},
          {name: 'sessionType', type: 'int'},
        ],
        returns: 'string',
        example: `string conversationID = IMSDK.GetConversationIdBySessionType("group001", (int)ConversationType.Group);`,
        note: {
          'zh-Hans': '方法名里是 `Id` 而非 `ID`；同步返回字符串。',
          en: 'The name spells `Id`, not `ID`; it returns the string synchronously.',
        },
      },
    },
  },
  {
    id: 'api/conversation/getTotalUnreadMsgCount',
    summary: {
      'zh-Hans': '从本地数据库汇总所有会话的未读数，免打扰（只接收不提醒）和隐藏的会话不计入。',
      en: 'Sums the unread counts of all conversations in the local database, leaving out muted (receive without notifying) and hidden conversations.',
    },
    requires: ['login'],
    params: {},
    result: {
      description: {
        'zh-Hans':
          '未读总数（整数）。只统计 `recvMsgOpt` 小于 2 且仍在列表中（`latestMsgSendTime` 大于 0）的会话。Android 以字符串形式返回，Flutter 为 `dynamic`。',
        en: 'The total unread count. Only conversations with `recvMsgOpt` below 2 that are still listed (`latestMsgSendTime` above 0) count. Android returns it as a string; Flutter as `dynamic`.',
      },
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getTotalUnreadMsgCount',
        signature: 'public void getTotalUnreadMsgCount(OnBase<String> base)',
        params: [{name: 'base', type: 'OnBase<String>', doc: 'callback'}],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().conversationManager.getTotalUnreadMsgCount(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        badge.setNumber(Integer.parseInt(data));
    }
});`,
      },
      ios: {
        name: 'getTotalUnreadMsgCountWithOnSuccess:onFailure:',
        signature: `- (void)getTotalUnreadMsgCountWithOnSuccess:(nullable OIMNumberCallback)onSuccess
                                  onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMNumberCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMNumberCallback (NSInteger number)',
        example: `[OIMManager.manager getTotalUnreadMsgCountWithOnSuccess:^(NSInteger number) {
    self.tabBarItem.badgeValue = number > 0 ? @(number).stringValue : nil;
} onFailure:nil];`,
      },
      flutter: {
        name: 'getTotalUnreadMsgCount',
        signature: 'Future<dynamic> getTotalUnreadMsgCount({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<dynamic>',
        example: `final count = await OpenIM.iMManager.conversationManager.getTotalUnreadMsgCount();
final unread = int.tryParse('$count') ?? 0;`,
      },
      web: {
        name: 'getTotalUnreadMsgCount',
        signature: 'getTotalUnreadMsgCount(operationID?: string): Promise<WsResponse<number>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<number>>',
        example: `const {data: unread} = await OpenIM.getTotalUnreadMsgCount();
document.title = unread > 0 ? \`(\${unread}) Chat\` : 'Chat';`,
      },
      electron: {
        name: 'getTotalUnreadMsgCount',
        signature: 'getTotalUnreadMsgCount(operationID?: string): Promise<WsResponse<number>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<number>>',
        example: `const {data: unread} = await IMSDK.getTotalUnreadMsgCount();`,
      },
      'react-native': {
        name: 'getTotalUnreadMsgCount',
        signature: 'getTotalUnreadMsgCount(operationID?: string): Promise<number>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<number>',
        example: `const unread = await OpenIMSDK.getTotalUnreadMsgCount();`,
      },
      uniapp: {
        name: 'IMMethods.GetTotalUnreadMsgCount',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.GetTotalUnreadMsgCount, operationID: string): Promise<{data: number}>',
        params: [{name: 'operationID', type: 'string'}],
        returns: 'Promise<{data: number}>',
        example: `const {data: unread} = (await IMSDK.asyncApi(IMSDK.IMMethods.GetTotalUnreadMsgCount, IMSDK.uuid())) as {data: number};`,
      },
      'mini-program': {
        name: 'getTotalUnreadMsgCount',
        signature: 'getTotalUnreadMsgCount(operationID?: string): Promise<WsResponse<number>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<number>>',
        example: `const {data: unread} = await OpenIM.getTotalUnreadMsgCount();`,
      },
      unity: {
        name: 'GetTotalUnreadMsgCount',
        signature: 'public static void GetTotalUnreadMsgCount(OnBase<int> cb)',
        params: [{name: 'cb', type: 'OnBase<int>'}],
        returns: 'OnBase<int>',
        example: `IMSDK.GetTotalUnreadMsgCount((count, errCode, errMsg) => {
    if (errCode == 0) badge.text = count.ToString();
});`,
      },
    },
  },
  {
    id: 'api/conversation/markConversationMessageAsRead',
    summary: {
      'zh-Hans': '把一个会话的全部消息标为已读：上报服务端、清零本地未读数，单聊对方会收到已读回执。',
      en: 'Marks every message of a conversation as read: reports it to the server and clears the local unread count; in a one-to-one chat the peer gets a read receipt.',
    },
    requires: ['login'],
    params: {conversationID: CONVERSATION_ID},
    result: NO_PAYLOAD(
      '无业务数据。会话未读数本来就是 0 时直接成功，不访问服务端。',
      'No payload. If the unread count is already 0 the call succeeds at once without contacting the server.',
    ),
    triggers: [...LIST_CALLBACKS, 'callback/onRecvC2CReadReceipt'],
    errors: [],
    platforms: {
      android: {
        name: 'markConversationMessageAsRead',
        signature: 'public void markConversationMessageAsRead(String conversationID, OnBase<String> callback)',
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'callback', type: 'OnBase<String>'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.markConversationMessageAsRead("si_user001_user002", new OnBase<String>() {
    @Override
    public void onError(int code, String error) {
        Log.w("IM", "mark read failed: " + code);
    }
});`,
        note: {
          'zh-Hans':
            '该方法在 `messageManager` 上，回调放在最后。`conversationManager.markGroupMessageHasRead(base, groupID)` 和 `messageManager.markMessageAsReadByConID(callBack, conversationID)` 调用的是同一个内核接口，第二个参数实际都要传会话 ID。',
          en: 'This method lives on `messageManager` and takes the callback last. `conversationManager.markGroupMessageHasRead(base, groupID)` and `messageManager.markMessageAsReadByConID(callBack, conversationID)` call the same core function; both really expect a conversation ID.',
        },
      },
      ios: {
        name: 'markConversationMessageAsRead:onSuccess:onFailure:',
        signature: `- (void)markConversationMessageAsRead:(NSString *)conversationID
                            onSuccess:(nullable OIMSuccessCallback)onSuccess
                            onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager markConversationMessageAsRead:self.conversation.conversationID
                                       onSuccess:nil
                                       onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"mark read failed: %ld", (long)code);
}];`,
      },
      flutter: {
        name: 'markConversationMessageAsRead',
        signature: `Future markConversationMessageAsRead({
  required String conversationID,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.conversationManager.markConversationMessageAsRead(
  conversationID: conversation.conversationID,
);`,
        note: {
          'zh-Hans': 'Flutter 把它放在 `conversationManager` 上。',
          en: 'Flutter puts it on `conversationManager`.',
        },
      },
      web: {
        name: 'markConversationMessageAsRead',
        signature: 'markConversationMessageAsRead<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.markConversationMessageAsRead('sg_group001');`,
      },
      electron: {
        name: 'markConversationMessageAsRead',
        signature: 'markConversationMessageAsRead<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.markConversationMessageAsRead('si_user001_user002');`,
      },
      'react-native': {
        name: 'markConversationMessageAsRead',
        signature: 'markConversationMessageAsRead(conversationID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'conversationID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.markConversationMessageAsRead('si_user001_user002');`,
      },
      uniapp: {
        name: 'IMMethods.MarkConversationMessageAsRead',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.MarkConversationMessageAsRead, operationID: string, conversationID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'conversationID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.MarkConversationMessageAsRead, IMSDK.uuid(), 'sg_group001');`,
      },
      'mini-program': {
        name: 'markConversationMessageAsRead',
        signature: 'markConversationMessageAsRead(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.markConversationMessageAsRead('si_user001_user002');`,
      },
      unity: {
        name: 'MarkConversationMessageAsRead',
        signature: 'public static void MarkConversationMessageAsRead(OnBase<bool> cb, string conversationId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.MarkConversationMessageAsRead((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogWarning($"mark read failed: {errCode}");
}, "si_user001_user002");`,
      },
    },
  },
  {
    id: 'api/conversation/setConversation',
    summary: {
      'zh-Hans': '修改当前用户对某个会话的设置（置顶、免打扰、阅后即焚、扩展字段等），写入服务端并同步到本地和其他设备。',
      en: "Changes the current user's settings for a conversation (pinned, do-not-disturb, burn after reading, extension field, ...), saved on the server and synced to this and other devices.",
    },
    requires: ['login'],
    params: {
      conversationID: CONVERSATION_ID,
      req: {
        description: {
          'zh-Hans':
            '要修改的字段，只传需要改的：`isPinned`、`recvMsgOpt`、`isPrivateChat`、`burnDuration`（秒）、`groupAtType`、`ex`，部分平台还有 `isMsgDestruct`、`msgDestructTime`。未传的字段保持不变。',
          en: 'The fields to change; pass only those: `isPinned`, `recvMsgOpt`, `isPrivateChat`, `burnDuration` (seconds), `groupAtType`, `ex`, and on some platforms `isMsgDestruct` and `msgDestructTime`. Fields left out stay as they are.',
        },
        ref: 'class/conversation/conversationReq',
      },
      params: {
        description: {
          'zh-Hans': '会话 ID 与要修改的字段合在一个对象里：`{conversationID, isPinned?, recvMsgOpt?, ...}`。',
          en: 'The conversation ID and the fields to change in one object: `{conversationID, isPinned?, recvMsgOpt?, ...}`.',
        },
        ref: 'class/conversation/conversationReq',
      },
      options: {
        description: {
          'zh-Hans': '会话 ID 与要修改的字段合在一个对象里。',
          en: 'The conversation ID and the fields to change in one object.',
        },
        ref: 'class/conversation/conversationReq',
      },
    },
    result: NO_PAYLOAD(
      '无业务数据；成功时新设置已写入服务端，并已增量同步回本地。',
      'No payload; on success the new settings are on the server and have been synced back to the local database.',
    ),
    triggers: ['callback/onConversationChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'setConversation',
        signature: 'public void setConversation(OnBase<String> base, String conversationID, ConversationReq conversationReq)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversationID', type: 'String'},
          {name: 'conversationReq', type: 'ConversationReq', doc: 'req'},
        ],
        returns: 'OnBase<String>',
        example: `ConversationReq req = new ConversationReq();
req.setPinned(true);
OpenIMClient.getInstance().conversationManager.setConversation(new OnBase<String>() {
    @Override
    public void onError(int code, String error) {
        Log.w("IM", "pin failed: " + code);
    }
}, "sg_group001", req);`,
        note: {
          'zh-Hans':
            'Android 的 `ConversationReq` 有 `recvMsgOpt`、`isPinned`、`isPrivateChat`、`burnDuration`、`groupAtType`、`ex`，没有 `isMsgDestruct`、`msgDestructTime`；序列化时忽略空字段。',
          en: "Android's `ConversationReq` has `recvMsgOpt`, `isPinned`, `isPrivateChat`, `burnDuration`, `groupAtType` and `ex`, but not `isMsgDestruct` or `msgDestructTime`; null fields are left out when serialised.",
        },
      },
      ios: {
        name: 'setConversation:req:onSuccess:onFailure:',
        signature: `- (void)setConversation:(NSString *)conversationID
                    req:(NSDictionary *)req
             onSuccess:(nullable OIMSuccessCallback)onSuccess
             onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'req', type: 'NSDictionary *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager setConversation:@"sg_group001"
                               req:@{@"recvMsgOpt": @2}
                         onSuccess:nil
                         onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"set failed: %ld %@", (long)code, msg);
}];`,
        note: {
          'zh-Hans': 'iOS 的 `req` 是字典，键名用 JSON 字段名；`pinConversation:`、`setConversationRecvMessageOpt:` 等便捷方法内部都调用它。',
          en: 'On iOS `req` is a dictionary keyed by the JSON field names; helpers such as `pinConversation:` and `setConversationRecvMessageOpt:` call it internally.',
        },
      },
      flutter: {
        name: 'setConversation',
        signature: 'Future setConversation(String conversationID, ConversationReq req, {String? operationID})',
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'req', type: 'ConversationReq'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.conversationManager.setConversation(
  'si_user001_user002',
  ConversationReq(isPrivateChat: true, burnDuration: 30),
);`,
      },
      web: {
        name: 'setConversation',
        signature: 'setConversation<T>(params: SetConversationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'params', type: 'SetConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.setConversation({
  conversationID: 'sg_group001',
  isPinned: true,
});`,
      },
      electron: {
        name: 'setConversation',
        signature: 'setConversation<T>(params: SetConversationParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'params', type: 'SetConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.setConversation({conversationID: 'sg_group001', recvMsgOpt: 2});`,
      },
      'react-native': {
        name: 'setConversation',
        signature: 'setConversation(params: SetConversationParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'SetConversationParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.setConversation({conversationID: 'si_user001_user002', ex: '{"tag":"vip"}'});`,
      },
      uniapp: {
        name: 'IMMethods.SetConversation',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SetConversation, operationID: string, options: {conversationID: string; recvMsgOpt?: number; isPinned?: boolean; isPrivateChat?: boolean; burnDuration?: number; groupAtType?: number; ex?: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{conversationID: string; ...}'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.SetConversation, IMSDK.uuid(), {
  conversationID: 'sg_group001',
  isPinned: true,
});`,
        note: {
          'zh-Hans':
            '原生插件（Android 与 iOS）提供 `setConversation`，openim-uniapp-polyfill 1.4.3 的 `IMSDK.IMMethods.SetConversation` 就是它。旧的 `PinConversation`、`SetConversationRecvMessageOpt` 等常量仍可用。',
          en: 'The native plugin (Android and iOS) offers `setConversation`; `IMSDK.IMMethods.SetConversation` in openim-uniapp-polyfill 1.4.3 names it. The older `PinConversation`, `SetConversationRecvMessageOpt` and similar constants still work.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans':
            '小程序 SDK 没有通用的 `setConversation`。按要改的字段分别调用 `pinConversation`、`setConversationRecvMessageOpt`、`setConversationPrivateChat`、`setConversationBurnDuration` 或 `resetConversationGroupAtType`；`ex` 无法从小程序端修改，可由服务端调用 REST 接口设置。',
          en: 'The mini-program SDK has no general `setConversation`. Call `pinConversation`, `setConversationRecvMessageOpt`, `setConversationPrivateChat`, `setConversationBurnDuration` or `resetConversationGroupAtType` for the field you need; `ex` cannot be changed from the mini program, so set it from your server through the REST API.',
        },
      },
      unity: {
        name: 'SetConversation',
        signature: 'public static void SetConversation(OnBase<bool> cb, string conversationId, ConversationReq req)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
          {name: 'req', type: 'ConversationReq'},
        ],
        returns: 'OnBase<bool>',
        example: `// Once at start-up: write BoolValue/Int32Value/Int64Value/StringValue as their bare value.
class WrapperAsValue : JsonConverter {
    public override bool CanRead => false;
    public override bool CanConvert(Type t) =>
        t == typeof(BoolValue) || t == typeof(Int32Value) || t == typeof(Int64Value) || t == typeof(StringValue);
    public override object ReadJson(JsonReader r, Type t, object v, JsonSerializer s) => throw new NotSupportedException();
    public override void WriteJson(JsonWriter w, object v, JsonSerializer s) => w.WriteValue(v switch {
        BoolValue b => (object)b.Value, Int32Value i => i.Value, Int64Value l => l.Value, StringValue x => x.Value, _ => null,
    });
}
JsonConvert.DefaultSettings = () => new JsonSerializerSettings { Converters = { new WrapperAsValue() } };

var req = new ConversationReq { IsPinned = new BoolValue { Value = true } };
IMSDK.SetConversation((ok, errCode, errMsg) => {
    if (errCode != 0) Debug.LogWarning(errMsg);
}, "sg_group001", req);`,
        note: {
          'zh-Hans':
            'Unity 的 `ConversationReq` 字段是包装类型（`BoolValue`、`Int32Value`、`StringValue`），只有 `RecvMsgOpt`、`IsPinned`、`IsPrivateChat`、`Ex`、`BurnDuration`、`GroupAtType`。SDK 用 Newtonsoft 默认设置把包装类型序列化成 `{"value": true}` 这样的对象，内核只接受裸值，会返回 10005；示例先注册一个转换器，让包装类型输出裸值，之后所有带包装字段的请求都能用。',
          en: 'Unity\'s `ConversationReq` uses wrapper types (`BoolValue`, `Int32Value`, `StringValue`) and has only `RecvMsgOpt`, `IsPinned`, `IsPrivateChat`, `Ex`, `BurnDuration` and `GroupAtType`. The SDK serialises them with Newtonsoft\'s default settings as objects such as `{"value": true}`, which the core rejects with 10005 because it expects the bare value; the example first registers a converter that writes the bare value, after which every request with wrapper fields works.',
        },
      },
    },
  },
  {
    id: 'api/conversation/setConversationDraft',
    summary: {
      'zh-Hans': '保存或清除一个会话的草稿，只写本地数据库，不同步到服务端和其他设备。',
      en: "Saves or clears a conversation's draft in the local database only; it is not synced to the server or other devices.",
    },
    requires: ['login'],
    params: {
      conversationID: CONVERSATION_ID,
      draftText: {
        description: {
          'zh-Hans': '草稿内容。传空字符串表示清除草稿。',
          en: 'The draft text. An empty string clears the draft.',
        },
      },
      params: {
        description: {
          'zh-Hans': '参数对象 `{conversationID, draftText}`，含义同上。',
          en: 'Object `{conversationID, draftText}`, with the meanings above.',
        },
      },
      data: {
        description: {
          'zh-Hans': '参数对象 `{conversationID, draftText}`，含义同上。',
          en: 'Object `{conversationID, draftText}`, with the meanings above.',
        },
      },
      options: {
        description: {
          'zh-Hans': '参数对象 `{conversationID, draftText}`。',
          en: 'Object `{conversationID, draftText}`.',
        },
      },
    },
    result: NO_PAYLOAD('无业务数据。', 'No payload.'),
    triggers: ['callback/onConversationChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'setConversationDraft',
        signature: 'public void setConversationDraft(OnBase<String> base, String conversationID, String draftText)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversationID', type: 'String'},
          {name: 'draftText', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().conversationManager.setConversationDraft(new OnBase<String>() {},
    "si_user001_user002", input.getText().toString());`,
      },
      ios: {
        name: 'setConversationDraft:draftText:onSuccess:onFailure:',
        signature: `- (void)setConversationDraft:(NSString *)conversationID
                   draftText:(NSString *)draftText
                   onSuccess:(nullable OIMSuccessCallback)onSuccess
                   onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'draftText', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager setConversationDraft:self.conversation.conversationID
                              draftText:self.textView.text
                              onSuccess:nil
                              onFailure:nil];`,
      },
      flutter: {
        name: 'setConversationDraft',
        signature: `Future setConversationDraft({
  required String conversationID,
  required String draftText,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'draftText', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.conversationManager.setConversationDraft(
  conversationID: conversation.conversationID,
  draftText: textController.text,
);`,
      },
      web: {
        name: 'setConversationDraft',
        signature: 'setConversationDraft<T>(data: SetConversationDraftParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'SetConversationDraftParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `const editor = document.querySelector<HTMLTextAreaElement>('#message-input')!;
await OpenIM.setConversationDraft({
  conversationID: 'si_user001_user002',
  draftText: editor.value,
});`,
        note: {
          'zh-Hans': '源码里该方法标注了“改用 setConversation”，但 `setConversation` 并不能设置草稿，目前仍应使用本方法。',
          en: 'The source marks it "use setConversation instead", but `setConversation` cannot set drafts, so keep using this method.',
        },
      },
      electron: {
        name: 'setConversationDraft',
        signature: 'setConversationDraft<T>(data: SetConversationDraftParams, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'SetConversationDraftParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.setConversationDraft({conversationID: 'si_user001_user002', draftText: ''}); // clears it`,
      },
      'react-native': {
        name: 'setConversationDraft',
        signature: 'setConversationDraft(params: SetConversationDraftParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'SetConversationDraftParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.setConversationDraft({conversationID: 'si_user001_user002', draftText: text});`,
      },
      uniapp: {
        name: 'IMMethods.SetConversationDraft',
        signature:
          'IMSDK.asyncApi(IMSDK.IMMethods.SetConversationDraft, operationID: string, options: {conversationID: string; draftText: string}): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{conversationID: string; draftText: string}'},
        ],
        returns: 'Promise<unknown>',
        example: `declare const inputText: string; // what the user has typed in the chat input

await IMSDK.asyncApi(IMSDK.IMMethods.SetConversationDraft, IMSDK.uuid(), {
  conversationID: 'si_user001_user002',
  draftText: inputText,
});`,
      },
      'mini-program': {
        name: 'setConversationDraft',
        signature: 'setConversationDraft(params: SetConversationDraftParams, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'SetConversationDraftParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `declare const text: string; // what the user left in the input box
await OpenIM.setConversationDraft({conversationID: 'si_user001_user002', draftText: text});`,
      },
      unity: {
        name: 'SetConversationDraft',
        signature: 'public static void SetConversationDraft(OnBase<bool> cb, string conversationId, string draftText)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
          {name: 'draftText', type: 'string'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.SetConversationDraft((ok, errCode, errMsg) => { }, "si_user001_user002", inputField.text);`,
      },
    },
  },
  {
    id: 'api/conversation/hideConversation',
    summary: {
      'zh-Hans': '把一个会话从本地会话列表中隐藏，聊天记录保留；收到新消息后会话会重新出现。',
      en: 'Hides a conversation from the local conversation list while keeping its messages; it comes back when a new message arrives.',
    },
    requires: ['login'],
    params: {conversationID: CONVERSATION_ID},
    result: NO_PAYLOAD('无业务数据。', 'No payload.'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'hideConversation',
        signature: 'public void hideConversation(OnBase<String> base, String conversationID)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversationID', type: 'String'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().conversationManager.hideConversation(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        adapter.remove("si_user001_user002");
    }
}, "si_user001_user002");`,
      },
      ios: {
        name: 'hideConversation:onSuccess:onFailure:',
        signature: `- (void)hideConversation:(NSString *)conversationID
               onSuccess:(nullable OIMSuccessCallback)onSuccess
               onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager hideConversation:@"si_user001_user002"
                          onSuccess:^(NSString * _Nullable data) {
    [self removeRowForConversation:@"si_user001_user002"];
} onFailure:nil];`,
      },
      flutter: {
        name: 'hideConversation',
        signature: `Future hideConversation({
  required String conversationID,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.conversationManager.hideConversation(conversationID: conversation.conversationID);
setState(() => conversations.remove(conversation));`,
      },
      web: {
        name: 'hideConversation',
        signature: 'hideConversation<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `import type {ConversationItem} from '@openim/wasm-client-sdk';

declare let conversations: ConversationItem[]; // the list the app shows

await OpenIM.hideConversation('si_user001_user002');
conversations = conversations.filter((c) => c.conversationID !== 'si_user001_user002');`,
      },
      electron: {
        name: 'hideConversation',
        signature: 'hideConversation<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.hideConversation('si_user001_user002');`,
      },
      'react-native': {
        name: 'hideConversation',
        signature: 'hideConversation(conversationID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'conversationID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.hideConversation('si_user001_user002');`,
      },
      uniapp: {
        name: 'IMMethods.HideConversation',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.HideConversation, operationID: string, conversationID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'conversationID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.HideConversation, IMSDK.uuid(), 'si_user001_user002');`,
      },
      'mini-program': {
        name: 'hideConversation',
        signature: 'hideConversation(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.hideConversation('si_user001_user002');`,
      },
      unity: {
        name: 'HideConversation',
        signature: 'public static void HideConversation(OnBase<bool> cb, string conversationId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.HideConversation((ok, errCode, errMsg) => {
    if (errCode == 0) RemoveRow("si_user001_user002");
}, "si_user001_user002");`,
      },
    },
  },
  {
    id: 'api/conversation/hideAllConversation',
    summary: {
      'zh-Hans': '一次隐藏本地全部会话，相当于清空会话列表，聊天记录保留。',
      en: 'Hides every local conversation at once, which empties the conversation list while keeping the messages.',
    },
    requires: ['login'],
    params: {},
    result: NO_PAYLOAD('无业务数据。', 'No payload.'),
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'Open_im_sdk.hideAllConversations',
        signature: 'public static native void hideAllConversations(open_im_sdk_callback.Base callback, String operationID)',
        params: [
          {name: 'callback', type: 'open_im_sdk_callback.Base'},
          {name: 'operationID', type: 'String'},
        ],
        returns: 'open_im_sdk_callback.Base',
        example: `import open_im_sdk.Open_im_sdk;

Open_im_sdk.hideAllConversations(BaseImpl.stringBase(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        adapter.clear();
    }
}), ParamsUtil.buildOperationID());`,
        note: {
          'zh-Hans':
            'Android SDK 的 `ConversationManager` 没有封装这个方法；它存在于 SDK 依赖的内核包 `io.openim:core-sdk` 的 `open_im_sdk.Open_im_sdk` 中。Android SDK 以 `implementation` 方式引入内核，若编译时找不到该类，请在应用里同版本显式依赖 `io.openim:core-sdk`。',
          en: "The Android SDK's `ConversationManager` does not wrap it; it lives in `open_im_sdk.Open_im_sdk` of the core package `io.openim:core-sdk` that the SDK depends on. The SDK pulls the core in as an `implementation` dependency, so if the class is not visible at compile time, add `io.openim:core-sdk` of the same version to your app.",
        },
      },
      ios: {
        name: 'hideAllConversationsWithOnSuccess:onFailure:',
        signature: `- (void)hideAllConversationsWithOnSuccess:(OIMSuccessCallback)onSuccess
                               onFailure:(OIMFailureCallback)onFailure;`,
        params: [
          {name: 'onSuccess', type: 'OIMSuccessCallback'},
          {name: 'onFailure', type: 'OIMFailureCallback'},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager hideAllConversationsWithOnSuccess:^(NSString * _Nullable data) {
    [self.conversations removeAllObjects];
    [self.tableView reloadData];
} onFailure:^(NSInteger code, NSString * _Nullable msg) {
    NSLog(@"hide all failed: %ld", (long)code);
}];`,
        note: {
          'zh-Hans': '旧方法 `deleteAllConversationFromLocalWithOnSuccess:onFailure:` 已废弃，且实现为空，调用它不会有任何效果。',
          en: 'The old `deleteAllConversationFromLocalWithOnSuccess:onFailure:` is deprecated and has an empty body: calling it does nothing.',
        },
      },
      flutter: {
        name: 'hideAllConversations',
        signature: 'Future hideAllConversations({String? operationID})',
        params: [{name: 'operationID', type: 'String?', required: false}],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.conversationManager.hideAllConversations();
setState(() => conversations.clear());`,
      },
      web: {
        missing: {
          'zh-Hans':
            'Web SDK（3.8.3-patch.10）的 `getSDK()` 对象没有“隐藏全部会话”的方法。先用 `getAllConversationList` 取出会话，再对每个会话调用 `hideConversation`；隐藏不会触发任何事件，应用要自己清空会话列表。',
          en: "The object `getSDK()` returns in the Web SDK (3.8.3-patch.10) has no hide-all method. Read the conversations with `getAllConversationList` and call `hideConversation` for each; hiding fires no event, so clear the app's conversation list yourself.",
        },
      },
      electron: {
        missing: {
          'zh-Hans':
            '主进程实现了 `hideAllConversation`，但渲染进程的类型声明（`IMSDKInterface`）里没有它，TypeScript 项目无法直接调用。请对 [getAllConversationList](/sdks/api/conversation/getAllConversationList) 返回的每个会话调用 [hideConversation](/sdks/api/conversation/hideConversation)。',
          en: 'The main process implements `hideAllConversation`, but the renderer typings (`IMSDKInterface`) do not declare it, so a TypeScript project cannot call it as is. Call [hideConversation](/sdks/api/conversation/hideConversation) for each conversation [getAllConversationList](/sdks/api/conversation/getAllConversationList) returns.',
        },
      },
      'react-native': {
        name: 'hideAllConversations',
        signature: 'hideAllConversations(operationID?: string): Promise<unknown>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.hideAllConversations();`,
      },
      uniapp: {
        missing: {
          'zh-Hans': 'uni-app 原生插件没有导出“隐藏全部会话”。先用 `getAllConversationList` 取出会话，再对每个会话调用 `hideConversation`。',
          en: 'The uni-app native plugin exports no hide-all call. Read the conversations with `getAllConversationList`, then call `hideConversation` for each.',
        },
      },
      'mini-program': {
        name: 'hideAllConversation',
        signature: 'hideAllConversation(operationID?: string): Promise<WsResponse<unknown>>',
        params: [{name: 'operationID', type: 'string', required: false}],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.hideAllConversation();`,
      },
      unity: {
        name: 'HideAllConversations',
        signature: 'public static void HideAllConversations(OnBase<bool> cb)',
        params: [{name: 'cb', type: 'OnBase<bool>'}],
        returns: 'OnBase<bool>',
        example: `IMSDK.HideAllConversations((ok, errCode, errMsg) => {
    if (errCode == 0) conversations.Clear();
});`,
      },
    },
  },
  {
    id: 'api/conversation/clearConversationAndDeleteAllMsg',
    summary: {
      'zh-Hans': '清空一个会话的聊天记录（服务端和本地），会话本身保留在列表中。',
      en: "Clears a conversation's chat history on the server and locally; the conversation itself stays in the list.",
    },
    requires: ['login'],
    params: {conversationID: CONVERSATION_ID},
    result: NO_PAYLOAD('无业务数据。', 'No payload.'),
    triggers: LIST_CALLBACKS,
    errors: [],
    platforms: {
      android: {
        name: 'clearConversationAndDeleteAllMsg',
        signature: 'public void clearConversationAndDeleteAllMsg(String conversationID, OnBase<String> callBack)',
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'callBack', type: 'OnBase<String>', doc: 'callback'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().messageManager.clearConversationAndDeleteAllMsg("si_user001_user002", new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        messageAdapter.clear();
    }
});`,
        note: {
          'zh-Hans':
            '该方法在 `messageManager` 上。`conversationManager.deleteConversationFromLocalAndSvr(base, conversionID)` 名字像“删除会话”，实际调用的也是本方法的内核接口，只清空记录、不移除会话。',
          en: 'This method lives on `messageManager`. `conversationManager.deleteConversationFromLocalAndSvr(base, conversionID)` sounds like deleting the conversation, but it calls this same core function: it clears the history and keeps the conversation.',
        },
      },
      ios: {
        name: 'clearConversationAndDeleteAllMsg:onSuccess:onFailure:',
        signature: `- (void)clearConversationAndDeleteAllMsg:(NSString *)conversationID
                               onSuccess:(nullable OIMSuccessCallback)onSuccess
                               onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager clearConversationAndDeleteAllMsg:@"sg_group001"
                                          onSuccess:^(NSString * _Nullable data) {
    [self.messages removeAllObjects];
} onFailure:nil];`,
      },
      flutter: {
        name: 'clearConversationAndDeleteAllMsg',
        signature: `Future<dynamic> clearConversationAndDeleteAllMsg({
  required String conversationID,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.conversationManager.clearConversationAndDeleteAllMsg(
  conversationID: 'sg_group001',
);`,
      },
      web: {
        name: 'clearConversationAndDeleteAllMsg',
        signature: 'clearConversationAndDeleteAllMsg<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.clearConversationAndDeleteAllMsg('sg_group001');`,
      },
      electron: {
        name: 'clearConversationAndDeleteAllMsg',
        signature: 'clearConversationAndDeleteAllMsg<T>(data: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'data', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.clearConversationAndDeleteAllMsg('sg_group001');`,
      },
      'react-native': {
        name: 'clearConversationAndDeleteAllMsg',
        signature: 'clearConversationAndDeleteAllMsg(conversationID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'conversationID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.clearConversationAndDeleteAllMsg('sg_group001');`,
      },
      uniapp: {
        name: 'IMMethods.ClearConversationAndDeleteAllMsg',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.ClearConversationAndDeleteAllMsg, operationID: string, conversationID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'conversationID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.ClearConversationAndDeleteAllMsg, IMSDK.uuid(), 'sg_group001');`,
      },
      'mini-program': {
        name: 'clearConversationAndDeleteAllMsg',
        signature: 'clearConversationAndDeleteAllMsg(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.clearConversationAndDeleteAllMsg('sg_group001');`,
      },
      unity: {
        name: 'ClearConversationAndDeleteAllMsg',
        signature: 'public static void ClearConversationAndDeleteAllMsg(OnBase<bool> cb, string conversationId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.ClearConversationAndDeleteAllMsg((ok, errCode, errMsg) => {
    if (errCode == 0) messages.Clear();
}, "sg_group001");`,
      },
    },
  },
  {
    id: 'api/conversation/deleteConversationAndDeleteAllMsg',
    summary: {
      'zh-Hans': '删除一个会话的全部聊天记录（服务端和本地），并把会话从本地列表中移除。',
      en: "Deletes all of a conversation's messages on the server and locally, and removes the conversation from the local list.",
    },
    requires: ['login'],
    params: {conversationID: CONVERSATION_ID},
    result: NO_PAYLOAD('无业务数据。', 'No payload.'),
    triggers: LIST_CALLBACKS,
    errors: [],
    platforms: {
      android: {
        name: 'deleteConversationAndDeleteAllMsg',
        signature: 'public void deleteConversationAndDeleteAllMsg(OnBase<String> base, String conversionID)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversionID', type: 'String', doc: 'conversationID'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().conversationManager.deleteConversationAndDeleteAllMsg(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        adapter.remove("si_user001_user002");
    }
}, "si_user001_user002");`,
      },
      ios: {
        name: 'deleteConversationAndDeleteAllMsg:onSuccess:onFailure:',
        signature: `- (void)deleteConversationAndDeleteAllMsg:(NSString *)conversationID
                                onSuccess:(nullable OIMSuccessCallback)onSuccess
                                onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `[OIMManager.manager deleteConversationAndDeleteAllMsg:@"si_user001_user002"
                                           onSuccess:^(NSString * _Nullable data) {
    [self removeRowForConversation:@"si_user001_user002"];
} onFailure:nil];`,
      },
      flutter: {
        name: 'deleteConversationAndDeleteAllMsg',
        signature: `Future<dynamic> deleteConversationAndDeleteAllMsg({
  required String conversationID,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `await OpenIM.iMManager.conversationManager.deleteConversationAndDeleteAllMsg(
  conversationID: 'si_user001_user002',
);`,
      },
      web: {
        name: 'deleteConversationAndDeleteAllMsg',
        signature: 'deleteConversationAndDeleteAllMsg<T>(conversationID: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'conversationID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await OpenIM.deleteConversationAndDeleteAllMsg('si_user001_user002');`,
      },
      electron: {
        name: 'deleteConversationAndDeleteAllMsg',
        signature: 'deleteConversationAndDeleteAllMsg<T>(conversationID: string, operationID?: string): Promise<WsResponse<T>>',
        params: [
          {name: 'conversationID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<T>>',
        example: `await IMSDK.deleteConversationAndDeleteAllMsg('si_user001_user002');`,
      },
      'react-native': {
        name: 'deleteConversationAndDeleteAllMsg',
        signature: 'deleteConversationAndDeleteAllMsg(conversationID: string, operationID?: string): Promise<unknown>',
        params: [
          {name: 'conversationID', type: 'string'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `await OpenIMSDK.deleteConversationAndDeleteAllMsg('si_user001_user002');`,
      },
      uniapp: {
        name: 'IMMethods.DeleteConversationAndDeleteAllMsg',
        signature: 'IMSDK.asyncApi(IMSDK.IMMethods.DeleteConversationAndDeleteAllMsg, operationID: string, conversationID: string): Promise<unknown>',
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'conversationID', type: 'string'},
        ],
        returns: 'Promise<unknown>',
        example: `await IMSDK.asyncApi(IMSDK.IMMethods.DeleteConversationAndDeleteAllMsg, IMSDK.uuid(), 'si_user001_user002');`,
      },
      'mini-program': {
        name: 'deleteConversationAndDeleteAllMsg',
        signature: 'deleteConversationAndDeleteAllMsg(params: string, operationID?: string): Promise<WsResponse<unknown>>',
        params: [
          {name: 'params', type: 'string', doc: 'conversationID'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<unknown>>',
        example: `await OpenIM.deleteConversationAndDeleteAllMsg('si_user001_user002');`,
      },
      unity: {
        name: 'DeleteConversationAndDeleteAllMsg',
        signature: 'public static void DeleteConversationAndDeleteAllMsg(OnBase<bool> cb, string conversationId)',
        params: [
          {name: 'cb', type: 'OnBase<bool>'},
          {name: 'conversationId', type: 'string', doc: 'conversationID'},
        ],
        returns: 'OnBase<bool>',
        example: `IMSDK.DeleteConversationAndDeleteAllMsg((ok, errCode, errMsg) => {
    if (errCode == 0) RemoveRow("si_user001_user002");
}, "si_user001_user002");`,
      },
    },
  },
  {
    id: 'api/conversation/changeInputStates',
    summary: {
      'zh-Hans': '告诉会话里的其他人“我正在输入”或“我停止输入了”，对方通过 `onInputStatusChanged` 收到。',
      en: 'Tells the others in a conversation that you are typing or have stopped; they receive it through `onInputStatusChanged`.',
    },
    requires: ['login'],
    params: {
      conversationID: CONVERSATION_ID,
      focus: {
        description: {
          'zh-Hans': '`true` 表示正在输入（输入框获得焦点或内容变化时），`false` 表示结束输入（失焦、发送或清空后）。',
          en: '`true` while typing (the input gains focus or its text changes), `false` when typing ends (blur, send or cleared input).',
        },
      },
      params: {
        description: {
          'zh-Hans': '参数对象 `{conversationID, focus}`，含义同上。',
          en: 'Object `{conversationID, focus}`, with the meanings above.',
        },
      },
      options: {
        description: {
          'zh-Hans': '参数对象 `{conversationID, focus}`。',
          en: 'Object `{conversationID, focus}`.',
        },
      },
    },
    result: NO_PAYLOAD(
      '无业务数据。10 秒内重复传 `true` 不会重复发送；没有先传过 `true` 时传 `false` 直接成功、不发送。',
      'No payload. Repeating `true` within 10 seconds sends nothing more; `false` without a prior `true` succeeds without sending.',
    ),
    triggers: ['callback/onInputStatusChanged'],
    errors: [],
    platforms: {
      android: {
        name: 'changeInputStates',
        signature: 'public void changeInputStates(OnBase<String> base, String conversationId, boolean hasFocus)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversationId', type: 'String', doc: 'conversationID'},
          {name: 'hasFocus', type: 'boolean', doc: 'focus'},
        ],
        returns: 'OnBase<String>',
        example: `editText.setOnFocusChangeListener((v, hasFocus) ->
    OpenIMClient.getInstance().conversationManager.changeInputStates(
        new OnBase<String>() {}, "si_user001_user002", hasFocus));`,
      },
      ios: {
        name: 'changeInputStates:focus:onSuccess:onFailure:',
        signature: `- (void)changeInputStates:(NSString *)conversationID
                    focus:(BOOL)focus
                 onSuccess:(nullable OIMSuccessCallback)onSuccess
                 onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'focus', type: 'BOOL'},
          {name: 'onSuccess', type: 'OIMSuccessCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMSuccessCallback (NSString *data)',
        example: `- (void)textViewDidBeginEditing:(UITextView *)textView {
    [OIMManager.manager changeInputStates:self.conversation.conversationID focus:YES onSuccess:nil onFailure:nil];
}`,
      },
      flutter: {
        name: 'changeInputStates',
        signature: `Future changeInputStates({
  required String conversationID,
  required bool focus,
  String? operationID,
})`,
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'focus', type: 'bool'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<dynamic>',
        example: `focusNode.addListener(() {
  OpenIM.iMManager.conversationManager.changeInputStates(
    conversationID: conversation.conversationID,
    focus: focusNode.hasFocus,
  );
});`,
      },
      web: {
        name: 'changeInputStates',
        signature: 'changeInputStates(data: ChangeInputStatesParams, operationID?: string): Promise<WsResponse<void>>',
        params: [
          {name: 'data', type: 'ChangeInputStatesParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<void>>',
        example: `const input = document.querySelector<HTMLTextAreaElement>('#message-input')!;
input.addEventListener('input', () =>
  OpenIM.changeInputStates({conversationID: 'si_user001_user002', focus: true}));
input.addEventListener('blur', () =>
  OpenIM.changeInputStates({conversationID: 'si_user001_user002', focus: false}));`,
      },
      electron: {
        name: 'changeInputStates',
        signature: 'changeInputStates(data: ChangeInputStatesParams, operationID?: string): Promise<WsResponse<void>>',
        params: [
          {name: 'data', type: 'ChangeInputStatesParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<void>>',
        example: `await IMSDK.changeInputStates({conversationID: 'si_user001_user002', focus: true});`,
      },
      'react-native': {
        name: 'changeInputStates',
        signature: 'changeInputStates(params: ChangeInputStatesParams, operationID?: string): Promise<unknown>',
        params: [
          {name: 'params', type: 'ChangeInputStatesParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<unknown>',
        example: `<TextInput
  onFocus={() => OpenIMSDK.changeInputStates({conversationID, focus: true})}
  onBlur={() => OpenIMSDK.changeInputStates({conversationID, focus: false})}
/>`,
      },
      uniapp: {
        name: 'changeInputStates',
        signature: "IMSDK.asyncApi('changeInputStates' as IMMethods, operationID: string, options: {conversationID: string; focus: boolean}): Promise<unknown>",
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{conversationID: string; focus: boolean}'},
        ],
        returns: 'Promise<unknown>',
        example: `import type {IMMethods} from 'openim-uniapp-polyfill';

await IMSDK.asyncApi('changeInputStates' as IMMethods, IMSDK.uuid(), {
  conversationID: 'si_user001_user002',
  focus: true,
});`,
        note: {
          'zh-Hans':
            '原生插件导出了 `changeInputStates`，但 openim-uniapp-polyfill 1.4.3 的 `IMMethods` 没有对应成员，所以按插件方法名调用；TypeScript 中要把字符串断言为 `IMMethods`。',
          en: 'The native plugin exports `changeInputStates`, but `IMMethods` in openim-uniapp-polyfill 1.4.3 has no member for it, so call the plugin method by name; in TypeScript, assert the string as `IMMethods`.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有 `changeInputStates`。可用 `typingStatusUpdate` 向单聊对方发送一条“正在输入”提示消息，对方按消息处理。',
          en: 'The mini-program SDK has no `changeInputStates`. Use `typingStatusUpdate` to send a typing-tip message to a one-to-one peer, which the peer handles as a message.',
        },
      },
      unity: {
        missing: {
          'zh-Hans':
            'Unity SDK 没有封装 `changeInputStates`（只能通过监听接收对方的输入状态）。需要发送时用 `IMSDK.TypingStatusUpdate` 给单聊对方发送输入提示消息。',
          en: "The Unity SDK does not wrap `changeInputStates` (it can only receive others' status through the listener). To send, use `IMSDK.TypingStatusUpdate`, which sends a typing-tip message to a one-to-one peer.",
        },
      },
    },
  },
  {
    id: 'api/conversation/getInputStates',
    summary: {
      'zh-Hans': '查询某个用户此刻是否正在某个会话里输入，返回他正在输入的平台列表。',
      en: 'Asks whether a user is typing in a conversation right now, returning the platforms on which they are typing.',
    },
    requires: ['login'],
    params: {
      conversationID: CONVERSATION_ID,
      userID: {
        description: {
          'zh-Hans': '要查询的用户 ID，如 `user002`。',
          en: 'The user to ask about, such as `user002`.',
        },
      },
      params: {
        description: {
          'zh-Hans': '参数对象 `{conversationID, userID}`，含义同上。',
          en: 'Object `{conversationID, userID}`, with the meanings above.',
        },
      },
      options: {
        description: {
          'zh-Hans': '参数对象 `{conversationID, userID}`。',
          en: 'Object `{conversationID, userID}`.',
        },
      },
    },
    result: {
      description: {
        'zh-Hans': '平台 ID 数组（如 1 iOS、2 Android、5 Web），为空表示该用户当前没有在输入。状态只保存在内存中，来自登录后收到的输入提示。',
        en: 'An array of platform IDs (such as 1 iOS, 2 Android, 5 Web); empty means the user is not typing. The state lives in memory only, built from typing signals received since login.',
      },
      ref: 'enum/platform',
    },
    triggers: [],
    errors: [],
    platforms: {
      android: {
        name: 'getInputStates',
        signature: 'public void getInputStates(OnBase<String> base, String conversationID, String userId)',
        params: [
          {name: 'base', type: 'OnBase<String>', doc: 'callback'},
          {name: 'conversationID', type: 'String'},
          {name: 'userId', type: 'String', doc: 'userID'},
        ],
        returns: 'OnBase<String>',
        example: `OpenIMClient.getInstance().conversationManager.getInputStates(new OnBase<String>() {
    @Override
    public void onSuccess(String data) {
        typingView.setVisibility("[]".equals(data) ? View.GONE : View.VISIBLE);
    }
}, "si_user001_user002", "user002");`,
        note: {
          'zh-Hans': '结果是 JSON 数组字符串，例如 `[2]`，需要自己解析。',
          en: 'The result is a JSON array string such as `[2]`; parse it yourself.',
        },
      },
      ios: {
        name: 'getInputstates:userID:onSuccess:onFailure:',
        signature: `- (void)getInputstates:(NSString *)conversationID
                userID:(NSString *)userID
             onSuccess:(nullable OIMInputStatusChangedCallback)onSuccess
             onFailure:(nullable OIMFailureCallback)onFailure;`,
        params: [
          {name: 'conversationID', type: 'NSString *'},
          {name: 'userID', type: 'NSString *'},
          {name: 'onSuccess', type: 'OIMInputStatusChangedCallback', required: false},
          {name: 'onFailure', type: 'OIMFailureCallback', required: false},
        ],
        returns: 'OIMInputStatusChangedCallback (NSArray<NSNumber *> *inputStatesChangedData)',
        example: `[OIMManager.manager getInputstates:@"si_user001_user002"
                           userID:@"user002"
                        onSuccess:^(NSArray<NSNumber *> *platforms) {
    self.typingLabel.hidden = platforms.count == 0;
} onFailure:nil];`,
        note: {
          'zh-Hans': 'iOS 方法名是小写 s 的 `getInputstates`。',
          en: 'On iOS the method is spelled `getInputstates`, with a lower-case s.',
        },
      },
      flutter: {
        name: 'getInputStates',
        signature: 'Future<List<int>?> getInputStates(String conversationID, String userID, {String? operationID})',
        params: [
          {name: 'conversationID', type: 'String'},
          {name: 'userID', type: 'String'},
          {name: 'operationID', type: 'String?', required: false},
        ],
        returns: 'Future<List<int>?>',
        example: `final platforms = await OpenIM.iMManager.conversationManager.getInputStates('si_user001_user002', 'user002');
final typing = platforms?.isNotEmpty ?? false;`,
      },
      web: {
        name: 'getInputstates',
        signature: 'getInputstates(data: GetInputstatesParams, operationID?: string): Promise<WsResponse<Platform[]>>',
        params: [
          {name: 'data', type: 'GetInputstatesParams', doc: 'params'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<WsResponse<Platform[]>>',
        example: `const {data: platforms} = await OpenIM.getInputstates({
  conversationID: 'si_user001_user002',
  userID: 'user002',
});`,
        note: {
          'zh-Hans':
            'Web 方法名是小写 s 的 `getInputstates`。该版本的封装调用全局函数 `getInputstates`，而 WASM 内核注册的是 `getInputStates`；如果调用报“不是函数”，改为依赖 `OnConversationUserInputStatusChanged` 事件维护输入状态。',
          en: 'On Web the method is spelled `getInputstates`, lower-case s. At this release the wrapper calls a global `getInputstates` while the WASM core registers `getInputStates`; if the call fails with "not a function", track typing through the `OnConversationUserInputStatusChanged` event instead.',
        },
      },
      electron: {
        missing: {
          'zh-Hans':
            '渲染进程的类型声明把它写成 `getInputstates`（小写 s），而主进程只实现了 `getInputStates`：按类型调用会因主进程没有该方法而失败，正确的名字又通不过 TypeScript 检查。请订阅 `CbEvents.OnConversationUserInputStatusChanged`，它在对方输入状态变化时送来 `conversationID`、`userID` 和 `platformIDs`。',
          en: "The renderer typings call it `getInputstates` (lower-case s), while the main process implements only `getInputStates`: the typed call fails because the main process has no such method, and the right name does not type-check. Subscribe to `CbEvents.OnConversationUserInputStatusChanged` instead, which delivers `conversationID`, `userID` and `platformIDs` whenever the other side's typing state changes.",
        },
      },
      'react-native': {
        name: 'getInputStates',
        signature: 'getInputStates(params: GetInputStatesParams, operationID?: string): Promise<number[]>',
        params: [
          {name: 'params', type: 'GetInputStatesParams'},
          {name: 'operationID', type: 'string', required: false},
        ],
        returns: 'Promise<number[]>',
        example: `const platforms = await OpenIMSDK.getInputStates({conversationID: 'si_user001_user002', userID: 'user002'});`,
      },
      uniapp: {
        name: 'getInputStates',
        signature:
          "IMSDK.asyncApi('getInputStates' as IMMethods, operationID: string, options: {conversationID: string; userID: string}): Promise<{data: number[]}>",
        params: [
          {name: 'operationID', type: 'string'},
          {name: 'options', type: '{conversationID: string; userID: string}'},
        ],
        returns: 'Promise<{data: number[]}>',
        example: `import type {IMMethods} from 'openim-uniapp-polyfill';

const {data: platforms} = (await IMSDK.asyncApi('getInputStates' as IMMethods, IMSDK.uuid(), {
  conversationID: 'si_user001_user002',
  userID: 'user002',
})) as {data: number[]};`,
        note: {
          'zh-Hans':
            '原生插件导出了 `getInputStates`，但 openim-uniapp-polyfill 1.4.3 的 `IMMethods` 没有对应成员，所以按插件方法名调用；TypeScript 中要把字符串断言为 `IMMethods`。',
          en: 'The native plugin exports `getInputStates`, but `IMMethods` in openim-uniapp-polyfill 1.4.3 has no member for it, so call the plugin method by name; in TypeScript, assert the string as `IMMethods`.',
        },
      },
      'mini-program': {
        missing: {
          'zh-Hans': '小程序 SDK 没有输入状态查询。对方用 `typingStatusUpdate` 发来的输入提示会作为消息到达，按消息处理即可。',
          en: 'The mini-program SDK cannot query typing state. Typing tips that a peer sends with `typingStatusUpdate` arrive as messages; handle them there.',
        },
      },
      unity: {
        missing: {
          'zh-Hans':
            'Unity SDK 没有封装查询方法。实现 `IConversationListener.OnConversationUserInputStatusChanged`，按收到的 `InputStatesChangedData` 自己记录每个会话的输入状态。',
          en: "The Unity SDK has no query call. Implement `IConversationListener.OnConversationUserInputStatusChanged` and keep each conversation's state from the `InputStatesChangedData` it receives.",
        },
      },
    },
  },
  {
    id: 'api/conversation/setConversationListener',
    summary: {
      'zh-Hans': '注册会话监听：接收会话新增与变化、未读总数变化、输入状态和同步进度等事件。',
      en: 'Registers the conversation listener: new and changed conversations, total unread count, typing status and sync progress.',
    },
    requires: ['init'],
    params: {
      listener: {
        description: {
          'zh-Hans': '会话监听对象，实现你关心的回调即可，其余可留空。',
          en: 'The conversation listener; implement the callbacks you need and leave the rest empty.',
        },
        ref: 'listener/conversationListener',
      },
      event: {
        description: {
          'zh-Hans': '事件名，如 `OnConversationChanged`、`OnNewConversation`、`OnTotalUnreadMessageCountChanged`；各平台的常量名见示例。',
          en: "Event name, such as `OnConversationChanged`, `OnNewConversation` or `OnTotalUnreadMessageCountChanged`; see the examples for each platform's constants.",
        },
      },
      handler: {
        description: {
          'zh-Hans': '事件处理函数，收到该事件的数据。',
          en: "The event handler; it receives the event's data.",
        },
      },
    },
    result: NO_PAYLOAD('无返回值；之后事件通过监听或事件处理函数到达。', 'Nothing; events then arrive through the listener or handlers.'),
    triggers: [
      'callback/onSyncServerStart',
      'callback/onSyncServerFinish',
      'callback/onSyncServerFailed',
      'callback/onNewConversation',
      'callback/onConversationChanged',
      'callback/onTotalUnreadMessageCountChanged',
      'callback/onInputStatusChanged',
    ],
    errors: [],
    platforms: {
      android: {
        name: 'setOnConversationListener',
        signature: 'public void setOnConversationListener(OnConversationListener listener)',
        params: [{name: 'listener', type: 'OnConversationListener'}],
        returns: 'void',
        example: `OpenIMClient.getInstance().conversationManager.setOnConversationListener(new OnConversationListener() {
    @Override
    public void onConversationChanged(List<ConversationInfo> list) {
        viewModel.merge(list);
    }

    @Override
    public void onTotalUnreadMessageCountChanged(int count) {
        viewModel.setUnread(count);
    }
});`,
        note: {
          'zh-Hans': '再次调用会替换之前的监听。回调已切换到主线程执行。`onConversationUserInputStatusChanged` 收到的是 JSON 字符串，需要自己解析。',
          en: 'Calling it again replaces the previous listener. Callbacks run on the main thread. `onConversationUserInputStatusChanged` receives a JSON string that you parse yourself.',
        },
      },
      ios: {
        name: 'addConversationListener:',
        signature: '- (void)addConversationListener:(id<OIMConversationListener>)listener;',
        params: [{name: 'listener', type: 'id<OIMConversationListener>'}],
        returns: 'void',
        example: `// self adopts <OIMConversationListener>
[OIMManager.callbacker addConversationListener:self];

- (void)onConversationChanged:(NSArray<OIMConversationInfo *> *)conversations {
    [self mergeConversations:conversations];
}`,
        note: {
          'zh-Hans':
            'iOS 支持多个监听同时存在，回调在主队列执行；不用时调用 `removeConversationListener:`。另有闭包形式 `setConversationListenerWithOnSyncServerStart:...`。',
          en: 'iOS keeps several listeners at once and calls them on the main queue; call `removeConversationListener:` when done. A block-based `setConversationListenerWithOnSyncServerStart:...` also exists.',
        },
      },
      flutter: {
        name: 'setConversationListener',
        signature: 'Future setConversationListener(OnConversationListener listener)',
        params: [{name: 'listener', type: 'OnConversationListener'}],
        returns: 'Future<dynamic>',
        example: `OpenIM.iMManager.conversationManager.setConversationListener(OnConversationListener(
  onConversationChanged: (list) => controller.merge(list),
  onNewConversation: (list) => controller.insert(list),
  onTotalUnreadMessageCountChanged: (count) => controller.unread.value = count,
));`,
      },
      web: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';
import type {ConversationItem} from '@openim/wasm-client-sdk';

const conversations = new Map<string, ConversationItem>();
OpenIM.on(CbEvents.OnConversationChanged, ({data}) => data.forEach((c) => conversations.set(c.conversationID, c)));
OpenIM.on(CbEvents.OnTotalUnreadMessageCountChanged, ({data}) => console.log('unread', data));`,
        note: {
          'zh-Hans':
            'Web 没有监听对象，按事件逐个订阅；处理函数收到 `{data, ...}` 形式的事件对象。输入状态的事件名是 `OnConversationUserInputStatusChanged`。用 `off` 取消订阅。',
          en: 'Web has no listener object: subscribe per event; handlers get an event object shaped `{data, ...}`. The typing event is `OnConversationUserInputStatusChanged`. Unsubscribe with `off`.',
        },
      },
      electron: {
        name: 'on',
        signature: 'on<E extends CbEvents>(event: E, fn: Cbfn<E>): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn<E>', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from '@openim/wasm-client-sdk';
import type {ConversationItem} from '@openim/wasm-client-sdk';

declare function insertConversations(list: ConversationItem[]): void; // your conversation list's store
declare function mergeConversations(list: ConversationItem[]): void;

IMSDK.on(CbEvents.OnNewConversation, ({data}) => insertConversations(data));
IMSDK.on(CbEvents.OnConversationChanged, ({data}) => mergeConversations(data));`,
      },
      'react-native': {
        name: 'on',
        signature: 'on<E extends EventName>(eventName: E, callback: (...args: ArgsOfEvent<E>) => void): void',
        params: [
          {name: 'eventName', type: 'EventName', doc: 'event'},
          {name: 'callback', type: '(...args: ArgsOfEvent<E>) => void', doc: 'handler'},
        ],
        returns: 'void',
        example: `import OpenIMSDK, {OpenIMEvent} from '@openim/rn-client-sdk';

OpenIMSDK.on(OpenIMEvent.OnConversationChanged, (conversations) => merge(conversations));
OpenIMSDK.on(OpenIMEvent.OnTotalUnreadMessageCountChanged, (total) => setUnread(total));`,
        note: {
          'zh-Hans': 'React Native 的处理函数直接收到数据本身（不是 `{data}` 包装）；输入状态事件名是 `onInputStatusChanged`。',
          en: 'React Native handlers receive the data itself, not a `{data}` wrapper; the typing event is `onInputStatusChanged`.',
        },
      },
      uniapp: {
        name: 'subscribe',
        signature: 'IMSDK.subscribe(event: string, callback: (event: {data: unknown}) => void): void',
        params: [
          {name: 'event', type: 'string'},
          {name: 'callback', type: '(event: {data: unknown}) => void', doc: 'handler'},
        ],
        returns: 'void',
        example: `import type {ConversationItem} from 'openim-uniapp-polyfill';

declare function mergeConversations(changed: ConversationItem[]): void; // updates your conversation list
declare function setUnread(count: number): void; // updates your tab-bar badge

IMSDK.subscribe(IMSDK.IMEvents.OnConversationChanged, ({data}) => mergeConversations(data as ConversationItem[]));
IMSDK.subscribe(IMSDK.IMEvents.OnTotalUnreadMessageCountChanged, ({data}) => setUnread(data as number));`,
        note: {
          'zh-Hans': '原生插件在初始化时自动注册内核的会话监听，并以全局事件转发；应用只需订阅。输入状态以 `IMSDK.IMEvents.OnInputStatusChanged` 事件发出。',
          en: "The native plugin registers the core's conversation listener at init and forwards its callbacks as global events; the app only subscribes. Typing status is fired as `IMSDK.IMEvents.OnInputStatusChanged`.",
        },
      },
      'mini-program': {
        name: 'on',
        signature: 'on(event: CbEvents, fn: Cbfn): this',
        params: [
          {name: 'event', type: 'CbEvents'},
          {name: 'fn', type: 'Cbfn', doc: 'handler'},
        ],
        returns: 'this',
        example: `import {CbEvents} from 'open-im-sdk';
import type {ConversationItem} from 'open-im-sdk';

declare function mergeConversations(changed: ConversationItem[]): void; // your page's list update
// the SDK types every event's data as unknown; for this event it is the changed conversations
OpenIM.on(CbEvents.OnConversationChanged, ({data}) => mergeConversations(data as ConversationItem[]));`,
        note: {
          'zh-Hans': '小程序 SDK 没有输入状态事件。',
          en: 'The mini-program SDK has no typing-status event.',
        },
      },
      unity: {
        name: 'SetConversationListener',
        signature: 'public static void SetConversationListener(IConversationListener l)',
        params: [{name: 'l', type: 'IConversationListener', doc: 'listener'}],
        returns: 'void',
        example: `public class ConversationHandler : IConversationListener {
    public void OnConversationChanged(List<Conversation> list) => ui.Merge(list);
    // ...implement the other members
}
IMSDK.SetConversationListener(new ConversationHandler());`,
        note: {
          'zh-Hans': 'Unity 的接口要求实现全部成员；`OnSyncServerStart`、`OnSyncServerFinish`、`OnSyncServerFailed` 没有参数（其他平台带 `reinstalled`）。',
          en: "Unity's interface requires every member; `OnSyncServerStart`, `OnSyncServerFinish` and `OnSyncServerFailed` take no argument (other platforms pass `reinstalled`).",
        },
      },
    },
  },
];
