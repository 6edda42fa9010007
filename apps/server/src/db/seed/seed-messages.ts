import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import { messageReceivers, messages } from '../schema/index.ts';

interface MessageSeed {
  type: 1 | 2 | 3 | 4;
  flowType?: number;
  title: string;
  excerpt: string;
  bodyText: string;
  /** Minutes before the seed time, so the drawer shows them in a stable order. */
  ageMinutes: number;
}

/**
 * One demo message of each type, one for each way a message opens: 1 and 3 open the detail dialog,
 * 2 with flowType 2 goes to the entrust screen, 4 opens the schedule view (inner type 1).
 */
const MESSAGE_SEEDS: MessageSeed[] = [
  {
    type: 1,
    title: '欢迎使用中小企业数字化转型公共服务平台',
    excerpt: '首次登录请先修改初始密码，并完善个人资料。',
    bodyText: '<p>欢迎使用本平台。为保障账号安全，首次登录请先修改初始密码，并在个人中心完善个人资料。</p>',
    ageMinutes: 60,
  },
  {
    type: 2,
    flowType: 2,
    title: '张三将“采购申请”流程委托给您办理',
    excerpt: '委托期间的待办将由您代为审批。',
    bodyText: JSON.stringify({ type: 2, flowName: '采购申请', entrustUser: '张三' }),
    ageMinutes: 45,
  },
  {
    type: 3,
    title: '关于开展2026年度数字化转型试点企业申报工作的通知',
    excerpt: '请各有关企业于规定时间内完成线上申报。',
    bodyText:
      '<p>各有关企业：</p><p>为推进中小企业数字化转型，现开展2026年度试点企业申报工作，请于规定时间内通过本平台完成线上申报。</p>',
    ageMinutes: 30,
  },
  {
    type: 4,
    title: '日程提醒：数字化转型诊断评估会',
    excerpt: '明天上午 9:30，第一会议室。',
    bodyText: JSON.stringify({
      type: 1,
      id: 'demo-schedule',
      startTime: null,
      content: '数字化转型诊断评估会',
    }),
    ageMinutes: 10,
  },
];

/** Seeds the demo messages, all unread, for the given receivers (the admin at least). */
export async function seedMessages(tx: Tx, input: { senderId: string; receiverIds: string[]; now: Date }) {
  const messageRows = MESSAGE_SEEDS.map((seed) => ({
    id: newId(),
    type: seed.type,
    flowType: seed.flowType ?? null,
    title: seed.title,
    excerpt: seed.excerpt,
    bodyText: seed.bodyText,
    files: '[]',
    releaseUserId: seed.type === 3 ? input.senderId : null,
    releaseTime: new Date(input.now.getTime() - seed.ageMinutes * 60_000),
  }));
  await tx.insert(messages).values(messageRows);
  await tx.insert(messageReceivers).values(
    messageRows.flatMap((message) =>
      input.receiverIds.map((userId) => ({
        id: newId(),
        messageId: message.id,
        userId,
        isRead: 0,
        releaseTime: message.releaseTime,
        type: message.type,
      })),
    ),
  );
}
