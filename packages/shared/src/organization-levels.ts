/** Levels of the organisation tree (a constant module: pages import it without loading zod). */
export const ORGANIZATION_LEVELS = ['province', 'ward', 'zone', 'grassroots'] as const;
export type OrganizationLevel = (typeof ORGANIZATION_LEVELS)[number];
export const ORGANIZATION_LEVEL_LABELS: Record<OrganizationLevel, string> = {
  province: 'Liên đoàn Lao động tỉnh',
  ward: 'Công đoàn xã/phường',
  zone: 'Công đoàn cụm/khu công nghiệp',
  grassroots: 'Công đoàn cơ sở',
};
