import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { seedIfEmpty } from './seed/seed.js';

/** `db:migrate` and `db:seed`: they take the same DATA_DIR lock as the server. */
async function run(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Cách dùng: cli.ts migrate | seed');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, `db:${command}`);
  try {
    await database.migrate();
    console.log('Đã cập nhật cấu trúc cơ sở dữ liệu.');
    if (command === 'seed') {
      await seedIfEmpty(database.db, config, {
        info: (m: unknown) => console.log(m),
        warn: (m: unknown) => console.warn(m),
      } as never);
      console.log('Đã tạo dữ liệu ban đầu.');
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
