import { MenuCode } from '@platform/contracts';
import { notices } from '../../../db/schema/index.ts';
import { menuGrants } from '../../permission/authority/menu-grants.service.ts';

/*
 * The column, form and data-scheme grants of the notice menu (message.notice). Column and form codes are
 * the row's and the body's field names.
 */
export const noticeGrants = menuGrants({
  menu: MenuCode.notice,
  editCodes: [
    'title',
    'category',
    'bodyText',
    'files',
    'toUserIds',
    'excerpt',
    'expirationTime',
    'coverImage',
  ],
  schemeFields: {
    id: notices.id,
    title: notices.title,
    category: notices.category,
    enabledMark: notices.enabledMark,
    creatorTime: notices.createdAt,
    creatorUserId: notices.createdBy,
  },
  idColumn: notices.id,
  query: { keyword: ['title'], filters: { enabledMark: 'enabledMark', type: 'category' } },
});
