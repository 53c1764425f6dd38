import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "seller_legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_legal_form" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_siren" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_vat_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_contact_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_phone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_publication_director" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_host" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "seller_mediator" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "seller_legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "seller_legal_form";
  ALTER TABLE "site_settings" DROP COLUMN "seller_address";
  ALTER TABLE "site_settings" DROP COLUMN "seller_siren";
  ALTER TABLE "site_settings" DROP COLUMN "seller_vat_number";
  ALTER TABLE "site_settings" DROP COLUMN "seller_contact_email";
  ALTER TABLE "site_settings" DROP COLUMN "seller_phone";
  ALTER TABLE "site_settings" DROP COLUMN "seller_publication_director";
  ALTER TABLE "site_settings" DROP COLUMN "seller_host";
  ALTER TABLE "site_settings" DROP COLUMN "seller_mediator";`)
}
