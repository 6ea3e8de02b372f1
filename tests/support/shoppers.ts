/** A signed-in shopper who is not a sales agent, as init's `user` names her. */
export const asha = {
  id: 1,
  name: 'Asha',
  email: null,
  phone: '9876543210',
  superadmin: false,
  hasAdminAccess: false,
  isSalesAgent: false,
  permissions: [],
};
