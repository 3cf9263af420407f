import {
  type CustomFieldValues,
  dataOf,
  type OrganizationFields,
  okResponse,
  organizationCreateBody,
  organizationDeleteQuery,
  organizationItem,
  organizationMoveBody,
  organizationUpdateBody,
  organizationWithDynamicFieldsBody,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit.js';
import type { Db, Tx } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';
import { rethrowConflict } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { organizationItemOrFail } from './repository.js';
import {
  assertDeletable,
  assertReferences,
  assertStillInScope,
  assertUniqueOrganization,
  checkedCustomValues,
  lockTree,
  moveSubtree,
  parentFor,
  placesFromParent,
  rowValues,
} from './service.js';

const UNIQUE_CODES = { organizations_code_key: 'organization_code_exists' } as const;
const tags = ['organizations'];

/** Runs a write in a transaction and answers the same Vietnamese messages for the database's refusals. */
async function write<T>(db: Db, work: (tx: Tx) => Promise<T>, onForeignKey?: () => AppError): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    rethrowConflict(err, { unique: UNIQUE_CODES, foreignKey: onForeignKey });
  }
}

/**
 * An update of the fields, with or without the custom values (undefined keeps them): the parent
 * change moves the subtree; the row must stay inside the caller's scope.
 */
async function updateOrganization(
  db: Db,
  request: FastifyRequest,
  id: number,
  body: OrganizationFields,
  customFields?: CustomFieldValues,
) {
  const actor = actorOf(request);
  return write(db, async (tx) => {
    await lockTree(tx);
    const before = await organizationItemOrFail(tx, actor, id);
    // A body without the key keeps the parent: only an explicit null makes a root.
    const parentId =
      body.organizationParentId === undefined ? before.organizationParentId : body.organizationParentId;
    const moving = parentId !== before.organizationParentId;
    const newParent = moving ? await parentFor(tx, actor, parentId) : null;
    await assertReferences(tx, body);
    await assertUniqueOrganization(tx, { ...body, organizationParentId: parentId }, id);
    const values = customFields === undefined ? undefined : await checkedCustomValues(tx, customFields);
    const { organizationParentId: _moved, ...fields } = rowValues(body);
    await tx
      .update(organizations)
      .set({ ...fields, ...(values ? { customFields: values } : {}), updatedAt: new Date() })
      .where(eq(organizations.id, id));
    if (moving) await moveSubtree(tx, actor, id, newParent);
    await assertStillInScope(tx, actor, id);
    const after = await organizationItemOrFail(tx, actor, id);
    await audit(tx, request, { action: 'update', subject: 'organization', recordId: id, before, after });
    return after;
  });
}

/** create, update (fields), with-dynamic-fields (fields and custom values), move, delete. */
export const organizationWriteRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/organization/create-organization',
      {
        config: { permission: ['create', 'organization'] },
        schema: {
          tags,
          summary: 'Thêm đơn vị (kèm giá trị trường tùy chỉnh nếu có)',
          body: organizationCreateBody,
          response: { 200: dataOf(organizationItem) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { customFields, ...given } = request.body;
        const created = await write(db, async (tx) => {
          await lockTree(tx); // the parent's path must not move before the new row takes it
          const parent = await parentFor(tx, actor, given.organizationParentId);
          const body = await placesFromParent(tx, given, parent?.id);
          await assertReferences(tx, body);
          await assertUniqueOrganization(tx, body);
          const values = await checkedCustomValues(tx, customFields);
          const [row] = await tx
            .insert(organizations)
            .values({ ...rowValues(body), customFields: values, path: '/' })
            .returning({ id: organizations.id });
          const id = row!.id;
          await tx
            .update(organizations)
            .set({ path: `${parent?.path ?? '/'}${id}/` })
            .where(eq(organizations.id, id));
          await assertStillInScope(tx, actor, id);
          const after = await organizationItemOrFail(tx, actor, id);
          await audit(tx, request, { action: 'create', subject: 'organization', recordId: id, after });
          return after;
        });
        return { data: created };
      },
    );

    app.put(
      '/organization/update-organization',
      {
        config: { permission: ['update', 'organization'] },
        schema: {
          tags,
          summary:
            'Cập nhật đơn vị (giữ nguyên giá trị trường tùy chỉnh); đổi đơn vị cấp trên thì chuyển cả nhánh',
          body: organizationUpdateBody,
          response: { 200: dataOf(organizationItem) },
        },
      },
      async (request) => {
        const { id, ...body } = request.body;
        return { data: await updateOrganization(db, request, id, body) };
      },
    );

    app.put(
      '/organization/with-dynamic-fields',
      {
        config: { permission: ['update', 'organization'] },
        schema: {
          tags,
          summary: 'Cập nhật đơn vị cùng giá trị các trường tùy chỉnh (thay toàn bộ)',
          body: organizationWithDynamicFieldsBody,
          response: { 200: dataOf(organizationItem) },
        },
      },
      async (request) => {
        const { id, customFields, ...body } = request.body;
        return { data: await updateOrganization(db, request, id, body, customFields) };
      },
    );

    app.put(
      '/organization/move',
      {
        config: { permission: ['update', 'organization'] },
        schema: {
          tags,
          summary: 'Chuyển đơn vị (cùng các đơn vị trực thuộc) sang đơn vị cấp trên khác',
          body: organizationMoveBody,
          response: { 200: dataOf(organizationItem) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id, organizationParentId } = request.body;
        const moved = await write(db, async (tx) => {
          await lockTree(tx);
          const before = await organizationItemOrFail(tx, actor, id);
          const newParent = await parentFor(tx, actor, organizationParentId);
          await moveSubtree(tx, actor, id, newParent);
          await assertStillInScope(tx, actor, id);
          const after = await organizationItemOrFail(tx, actor, id);
          await audit(tx, request, { action: 'move', subject: 'organization', recordId: id, before, after });
          return after;
        });
        return { data: moved };
      },
    );

    app.delete(
      '/organization/delete-organization',
      {
        config: { permission: ['delete', 'organization'] },
        schema: {
          tags,
          summary: 'Xóa đơn vị (không xóa khi còn đơn vị trực thuộc, người dùng hoặc cán bộ công đoàn)',
          querystring: organizationDeleteQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const id = request.query.organizationID;
        await write(
          db,
          async (tx) => {
            await lockTree(tx);
            const before = await organizationItemOrFail(tx, actor, id);
            await assertDeletable(tx, id);
            await tx.delete(organizations).where(eq(organizations.id, id));
            await audit(tx, request, { action: 'delete', subject: 'organization', recordId: id, before });
          },
          () => new AppError('organization_in_use'),
        ); // something was attached meanwhile
        return { data: { success: true as const } };
      },
    );
  };
