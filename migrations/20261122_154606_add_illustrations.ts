import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sample_report" ADD COLUMN "example_image_id" integer;
  ALTER TABLE "sample_report" ADD COLUMN "adult_results_image_id" integer;
  ALTER TABLE "sample_report" ADD CONSTRAINT "sample_report_example_image_id_media_id_fk" FOREIGN KEY ("example_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_report" ADD CONSTRAINT "sample_report_adult_results_image_id_media_id_fk" FOREIGN KEY ("adult_results_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sample_report_example_image_idx" ON "sample_report" USING btree ("example_image_id");
  CREATE INDEX "sample_report_adult_results_image_idx" ON "sample_report" USING btree ("adult_results_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sample_report" DROP CONSTRAINT "sample_report_example_image_id_media_id_fk";
  
  ALTER TABLE "sample_report" DROP CONSTRAINT "sample_report_adult_results_image_id_media_id_fk";
  
  DROP INDEX "sample_report_example_image_idx";
  DROP INDEX "sample_report_adult_results_image_idx";
  ALTER TABLE "sample_report" DROP COLUMN "example_image_id";
  ALTER TABLE "sample_report" DROP COLUMN "adult_results_image_id";`)
}
