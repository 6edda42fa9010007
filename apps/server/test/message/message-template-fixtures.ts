/*
 * What the original 消息模板 form sends (src/views/msgCenter/msgTemplate/Form.vue): every field of the
 * form, the parameter list with the system ones of the source first, and the SMS variable rows.
 */
export const templateForm = (code: string, messageType: string) => ({
  id: '',
  fullName: '审批提醒',
  enCode: code,
  templateType: 0,
  messageType,
  messageSource: '2',
  enabledMark: 1,
  sortCode: 0,
  description: '',
  title: messageType === '3' || messageType === '7' ? '' : '{@Title}：{name}',
  content: messageType === '1' ? '' : '<p>你好 {name}</p><script>alert(1)</script>',
  templateCode: '',
  wxSkip: '1',
  xcxAppId: '',
  templateParamList: [
    { field: '@Title', fieldName: '标题' },
    { field: 'name', fieldName: '姓名' },
  ],
  smsFieldList: [],
});
