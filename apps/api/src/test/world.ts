import { ROLE_IDS } from '@congdoan/shared';
import { login } from './calls.js';
import { ADMIN_PASSWORD } from './config.js';
import type { TestContext } from './context.js';
import { buildOrganization, buildUser, buildWard, buildZone } from './factories.js';

export type SeededRole = keyof typeof ROLE_IDS;
type Organization = Awaited<ReturnType<typeof buildOrganization>>;
type User = Awaited<ReturnType<typeof buildUser>>;
/** A user of the world and the access token of a session of theirs. */
export type Person = Pick<User, 'id' | 'username' | 'organizationId' | 'xaPhuongId' | 'cumKhuCnId'> & {
  token: string;
};

/**
 * The scope world most tests need, on one database: the province federation, a ward union under
 * it with two grassroots unions (the first in an industrial zone), and a second ward union with a
 * grassroots union of its own, out of reach of everyone but the province; a user with each seeded
 * role, signed in.
 */
export interface World {
  ward: Awaited<ReturnType<typeof buildWard>>;
  otherWard: Awaited<ReturnType<typeof buildWard>>;
  zone: Awaited<ReturnType<typeof buildZone>>;
  province: Organization;
  wardUnion: Organization;
  /** Under the ward union: [0] is the union of the chair, vice-chair, board member and member. */
  grassroots: [Organization, Organization];
  otherWardUnion: Organization;
  /** Under the other ward union: out of scope for every role below the province. */
  elsewhere: Organization;
  /**
   * One person per seeded role: the administrator of the seed, a province officer, and the chair,
   * vice-chair, executive member and member of grassroots[0].
   */
  as: Record<SeededRole, Person>;
  /** A chair of the ward union: its scope is the ward union and both grassroots unions. */
  wardUnionChair: Person;
  /**
   * A chair of `elsewhere`: out of reach of everyone above but the province, and with none of
   * their units in reach (a union's records read as not found to them).
   */
  elsewhereChair: Person;
}

export async function buildWorld(ctx: TestContext): Promise<World> {
  const ward = await buildWard(ctx);
  const otherWard = await buildWard(ctx);
  const zone = await buildZone(ctx);
  const province = await buildOrganization(ctx, { name: 'Liên đoàn Lao động tỉnh Thử', level: 'province' });
  const wardUnion = await buildOrganization(ctx, {
    parent: province,
    level: 'ward',
    name: 'Công đoàn phường Thử',
    xaPhuongId: ward.id,
  });
  const grassroots: [Organization, Organization] = [
    await buildOrganization(ctx, { parent: wardUnion, xaPhuongId: ward.id, cumKhuCnId: zone.id }),
    await buildOrganization(ctx, { parent: wardUnion, xaPhuongId: ward.id }),
  ];
  const otherWardUnion = await buildOrganization(ctx, {
    parent: province,
    level: 'ward',
    name: 'Công đoàn phường Khác',
    xaPhuongId: otherWard.id,
  });
  const elsewhere = await buildOrganization(ctx, { parent: otherWardUnion, xaPhuongId: otherWard.id });

  const person = async (roleId: number, unit: Organization): Promise<Person> => {
    const user = await buildUser(ctx, {
      roles: [roleId],
      organizationId: unit.id,
      xaPhuongId: unit.xaPhuongId,
      cumKhuCnId: unit.cumKhuCnId,
    });
    return { ...user, token: (await login(ctx, user.username!)).accessToken };
  };
  const admin = await login(ctx, 'admin', ADMIN_PASSWORD);
  const [mine] = grassroots;
  return {
    ward,
    otherWard,
    zone,
    province,
    wardUnion,
    grassroots,
    otherWardUnion,
    elsewhere,
    as: {
      admin: {
        id: admin.userData.id,
        username: 'admin',
        organizationId: null,
        xaPhuongId: null,
        cumKhuCnId: null,
        token: admin.accessToken,
      },
      provincialOfficer: await person(ROLE_IDS.provincialOfficer, province),
      chair: await person(ROLE_IDS.chair, mine),
      viceChair: await person(ROLE_IDS.viceChair, mine),
      executiveMember: await person(ROLE_IDS.executiveMember, mine),
      member: await person(ROLE_IDS.member, mine),
    },
    wardUnionChair: await person(ROLE_IDS.chair, wardUnion),
    elsewhereChair: await person(ROLE_IDS.chair, elsewhere),
  };
}
