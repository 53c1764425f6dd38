import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__questions_v_version_options_letter" AS ENUM('R', 'I', 'A', 'S', 'E', 'C');
  CREATE TYPE "public"."enum__questions_v_version_test" AS ENUM('orientation', 'riasec');
  CREATE TYPE "public"."enum__questions_v_version_set" AS ENUM('scolaire', 'adulte');
  CREATE TYPE "public"."enum__questions_v_version_type" AS ENUM('single', 'text');
  CREATE TYPE "public"."enum__testimonials_v_version_placement" AS ENUM('home', 'scolaire', 'reconversion', 'public', 'checkout');
  CREATE TABLE "_questions_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"letter" "enum__questions_v_version_options_letter",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_questions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_test" "enum__questions_v_version_test" NOT NULL,
  	"version_set" "enum__questions_v_version_set" DEFAULT 'scolaire' NOT NULL,
  	"version_order" numeric NOT NULL,
  	"version_title" varchar NOT NULL,
  	"version_type" "enum__questions_v_version_type" DEFAULT 'single' NOT NULL,
  	"version_has_other" boolean DEFAULT false,
  	"version_encouragement" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_text" varchar NOT NULL,
  	"version_author" varchar NOT NULL,
  	"version_emoji" varchar,
  	"version_placement" "enum__testimonials_v_version_placement" NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_questions_v_version_options" ADD CONSTRAINT "_questions_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_questions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_questions_v" ADD CONSTRAINT "_questions_v_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_questions_v_version_options_order_idx" ON "_questions_v_version_options" USING btree ("_order");
  CREATE INDEX "_questions_v_version_options_parent_id_idx" ON "_questions_v_version_options" USING btree ("_parent_id");
  CREATE INDEX "_questions_v_parent_idx" ON "_questions_v" USING btree ("parent_id");
  CREATE INDEX "_questions_v_version_version_updated_at_idx" ON "_questions_v" USING btree ("version_updated_at");
  CREATE INDEX "_questions_v_version_version_created_at_idx" ON "_questions_v" USING btree ("version_created_at");
  CREATE INDEX "_questions_v_created_at_idx" ON "_questions_v" USING btree ("created_at");
  CREATE INDEX "_questions_v_updated_at_idx" ON "_questions_v" USING btree ("updated_at");
  CREATE INDEX "version_test_version_set_version_order_idx" ON "_questions_v" USING btree ("version_test","version_set","version_order");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_questions_v_version_options" CASCADE;
  DROP TABLE "_questions_v" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TYPE "public"."enum__questions_v_version_options_letter";
  DROP TYPE "public"."enum__questions_v_version_test";
  DROP TYPE "public"."enum__questions_v_version_set";
  DROP TYPE "public"."enum__questions_v_version_type";
  DROP TYPE "public"."enum__testimonials_v_version_placement";`)
}
