import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The history of the editors' globals (interface texts, report texts, home page, terms of sale): each save
 * kept as a version, readable and restorable in the admin. A page's sections and their items may lack a title
 * or a text in the database now, as the Méthode and Qui sommes-nous pages never show them (the admin asks for
 * them on the audience pages). (The snapshot beside this file keeps users.login_attempts and lock_until, which
 * `migrate:create` proposed to drop.)
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "_home_page_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_copy" jsonb NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_interface_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_copy" jsonb NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_report_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_copy" jsonb NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_terms_of_sale_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar NOT NULL,
  	"version_body" jsonb NOT NULL,
  	"version_updated_on" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_sections_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_home_page_v_version_benefits" ADD CONSTRAINT "_home_page_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_home_page_v_version_benefits_order_idx" ON "_home_page_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_benefits_parent_id_idx" ON "_home_page_v_version_benefits" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_interface_texts_v_created_at_idx" ON "_interface_texts_v" USING btree ("created_at");
  CREATE INDEX "_interface_texts_v_updated_at_idx" ON "_interface_texts_v" USING btree ("updated_at");
  CREATE INDEX "_report_texts_v_created_at_idx" ON "_report_texts_v" USING btree ("created_at");
  CREATE INDEX "_report_texts_v_updated_at_idx" ON "_report_texts_v" USING btree ("updated_at");
  CREATE INDEX "_terms_of_sale_v_created_at_idx" ON "_terms_of_sale_v" USING btree ("created_at");
  CREATE INDEX "_terms_of_sale_v_updated_at_idx" ON "_terms_of_sale_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_home_page_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_interface_texts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_report_texts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_terms_of_sale_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_home_page_v_version_benefits" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_interface_texts_v" CASCADE;
  DROP TABLE "_report_texts_v" CASCADE;
  DROP TABLE "_terms_of_sale_v" CASCADE;
  UPDATE "pages_sections_items" SET "text" = '' WHERE "text" IS NULL;
  UPDATE "pages_sections" SET "title" = '' WHERE "title" IS NULL;
  ALTER TABLE "pages_sections_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "title" SET NOT NULL;`)
}
