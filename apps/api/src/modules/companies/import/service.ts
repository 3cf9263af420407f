import type { CompanyImportResult } from '@congdoan/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { openWorkbook } from '../../../import/sheet-reader.js';
import type { Upload } from '../../../import/upload.js';
import { actorOf } from '../../../plugins/auth.js';
import { writeTransaction } from '../../../write/transaction.js';
import { checkCompanyImport } from './check.js';
import { readCompanySheets } from './read.js';
import { COMPANY_IMPORT_CONFLICTS, writeCompanyImport } from './write.js';

/**
 * POST cong-ty-chua-co-cd/import: the workbook read, then checked and written in one transaction
 * (a refused row writes nothing).
 */
export async function importCompanies(
  db: Db,
  request: FastifyRequest,
  upload: Upload,
): Promise<CompanyImportResult> {
  const actor = actorOf(request);
  const book = await openWorkbook(upload.buffer);
  // Closed once read: its shared strings go before the check and the write.
  const sheets = await readCompanySheets(book).finally(book.close);
  return writeTransaction(
    db,
    request,
    async (w) => writeCompanyImport(w, await checkCompanyImport(w.tx, actor, sheets), upload.fileName),
    COMPANY_IMPORT_CONFLICTS,
  );
}
