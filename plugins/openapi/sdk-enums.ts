/**
 * REST fields that carry the same values as an SDK enum, by field name: their rows link to the enum's page in the
 * SDK reference, so a reader of `sessionType` on a REST page finds the values' names on every platform. Only fields
 * the document declares as enumerated get the link (a `status` of another meaning is left alone).
 */
export const SDK_ENUM_BY_FIELD: Readonly<Record<string, `enum/${string}`>> = {
  sessionType: 'enum/conversationType',
  conversationType: 'enum/conversationType',
  contentType: 'enum/messageContentType',
  msgFrom: 'enum/messageFrom',
  platformID: 'enum/platform',
  senderPlatformID: 'enum/platform',
  needVerification: 'enum/groupVerification',
  handleResult: 'enum/handleResult',
  handleResults: 'enum/handleResult',
  roleLevel: 'enum/roleLevel',
  recvMsgOpt: 'enum/recvMsgOpt',
  globalRecvMsgOpt: 'enum/recvMsgOpt',
  groupType: 'enum/groupType',
  joinSource: 'enum/joinSource',
  groupAtType: 'enum/groupAtType',
  addSource: 'enum/addSource',
};
