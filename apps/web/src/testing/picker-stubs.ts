/* Answers of the picker routes as the server sends them, for the tests that stub those routes. */

/** A node of GET /Role/Selector (a role unless `type` says otherwise). */
export const roleSelectorNode = (id: string, parentId: string, fullName = `${id}-name`) => ({
  id,
  parentId,
  fullName,
  type: 'role',
  icon: '',
  onlyId: `${parentId}_${id}`,
  organize: '',
  organizeIds: [],
  enCode: id,
  globalMark: 0,
  hasChildren: false,
  children: [],
});

/** A node of POST /Users/ImUser/Selector/{id}: a user, or an organization holding users. */
export const userSelectorNode = (id: string, type: string, hasChildren = false, fullName = `${id}-name`) => ({
  id,
  parentId: '0',
  fullName,
  type,
  icon: '',
  hasChildren,
  isLeaf: !hasChildren,
  account: null,
  headIcon: null,
  organize: type === 'user' ? 'c1-name/d1-name' : '',
});

/** An item of POST /Users/getSelectedList: the name of `id--kind`. */
export const selectedItem = (id: string, kind: string, fullName: string) => ({
  id: `${id}--${kind}`,
  type: kind,
  icon: '',
  fullName,
  headIcon: null,
  organize: null,
});
