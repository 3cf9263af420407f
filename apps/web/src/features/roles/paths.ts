/** The two pages of this feature, as the route table registers them. */
export const ROLE_MANAGEMENT_PATH = '/trade-union/users/role-management';
export const RIGHTS_PATH = '/trade-union/users/roles-permissions';
