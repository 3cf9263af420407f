/** The organisation pages' addresses (the route table registers them). */
export const ORGANIZATIONS_PATH = '/trade-union/organizations';
export const organizationDetailPath = (id: number) => `${ORGANIZATIONS_PATH}/detail/${id}`;
export const organizationEditPath = (id: number) => `${ORGANIZATIONS_PATH}/edit/${id}`;
