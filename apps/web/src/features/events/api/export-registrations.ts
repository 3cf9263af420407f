import { vietnamDate } from '@congdoan/shared';
import { api } from '../../../lib/api';
import type { DownloadedFile } from '../../../lib/api-client';
import { filterValuesOf } from '../../../lib/url-filters';
import type { RegistrationListFilters } from './list-registrations';

/** The name the exports get when the server names none. */
export const REGISTRATIONS_FILE_NAME = 'DanhSachDangKy.xlsx';

/**
 * The file's name with the day it was exported ('DanhSachDangKy_2026-11-27.xlsx'), so that exports
 * of different days do not overwrite each other in the downloads folder; a name that holds a date
 * already is kept.
 */
export function datedFileName(name: string, today: string = vietnamDate()): string {
  if (/\d{4}-\d{2}-\d{2}|\d{8}/.test(name)) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}_${today}${name.slice(dot)}` : `${name}_${today}`;
}

export const withDatedName = (file: DownloadedFile): DownloadedFile => ({
  ...file,
  fileName: datedFileName(file.fileName),
});

/** GET dang-ky-su-kien/export: the filtered list (every page) as an Excel file. */
export const exportRegistrations = async (filters: RegistrationListFilters) =>
  withDatedName(
    await api.download('dang-ky-su-kien/export', {
      query: { ...filterValuesOf(filters) },
      fileName: REGISTRATIONS_FILE_NAME,
    }),
  );
