import { PERMISSION_GRID } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import {
  actionsOfGroup,
  checkState,
  codeChanges,
  codeOf,
  columnCodes,
  rowCodes,
  sameCodes,
  withCodes,
} from './permission-grid-state';

/** The grid the API answers. */
const grid = PERMISSION_GRID;
const userGroup = grid.find((g) => g.code === 'user-management')!;
const role = userGroup.subjects.find((s) => s.subject === 'role')!;
const permissionGroup = userGroup.subjects.find((s) => s.subject === 'permission-group')!;

describe('the rights grid', () => {
  it('has a column for each action some subject of the group allows, and a box only where allowed', () => {
    expect(actionsOfGroup(userGroup).map((a) => a.action)).toEqual([
      'create',
      'read',
      'update',
      'delete',
      'detail',
      'link',
      'unlink',
    ]);
    expect(codeOf(role, 'update')).toBe('update-role');
    expect(codeOf(permissionGroup, 'update')).toBeUndefined();
    expect(codeOf(permissionGroup, 'read')).toBe('view-permission-group');
  });

  it('selects a whole row and a whole column within the group only', () => {
    expect(rowCodes(role)).toEqual(['view-role', 'create-role', 'update-role', 'delete-role']);
    expect(columnCodes(userGroup, 'delete')).toEqual(['delete-role', 'delete-user']);
    const all = withCodes(new Set(), columnCodes(userGroup, 'read'), true);
    expect([...all]).toEqual([
      'view-user-management',
      'view-permission-group',
      'view-role',
      'view-user',
      'view-zalo-account',
      'view-access-control',
    ]);
    expect(all.has('view-event')).toBe(false);
    const none = withCodes(new Set([...all, 'view-event']), columnCodes(userGroup, 'read'), false);
    expect([...none]).toEqual(['view-event']);
  });

  it("grants 'Xem' with any other right of the subject, and takes the subject's rights away with 'Xem'", () => {
    const edit = withCodes(new Set(), ['update-role'], true);
    expect([...edit].sort()).toEqual(['update-role', 'view-role']);
    const column = withCodes(new Set(), columnCodes(userGroup, 'delete'), true);
    expect(column.has('view-user')).toBe(true);
    expect(column.has('view-role')).toBe(true);
    const noRead = withCodes(new Set([...edit, 'create-role', 'view-user']), ['view-role'], false);
    expect([...noRead]).toEqual(['view-user']);
    // taking away another right leaves 'Xem'
    expect([...withCodes(edit, ['update-role'], false)]).toEqual(['view-role']);
  });

  it('shows a select-all box checked, partly checked or empty', () => {
    const codes = rowCodes(role);
    expect(checkState(codes, new Set(codes))).toEqual({ checked: true, indeterminate: false, empty: false });
    expect(checkState(codes, new Set(['view-role']))).toEqual({
      checked: false,
      indeterminate: true,
      empty: false,
    });
    expect(checkState(codes, new Set())).toEqual({ checked: false, indeterminate: false, empty: false });
    expect(checkState([], new Set(['view-role']))).toEqual({
      checked: false,
      indeterminate: false,
      empty: true,
    });
  });

  it('knows when nothing changed and what a save adds and removes', () => {
    const saved = new Set(['view-role', 'view-user']);
    expect(sameCodes(saved, new Set(['view-user', 'view-role']))).toBe(true);
    expect(sameCodes(saved, new Set(['view-role']))).toBe(false);
    expect(codeChanges(saved, new Set(['view-role', 'create-role']))).toEqual({
      added: ['create-role'],
      removed: ['view-user'],
    });
  });
});
