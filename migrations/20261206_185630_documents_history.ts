import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The history of the editorial documents an editor rewrites in place (pages, RIASEC profiles, FAQ): each save
 * kept as a version (the last 20), readable and restorable in the admin by editors and admins. (The snapshot
 * beside this file keeps users.login_attempts and lock_until, which `migrate:create` proposed to drop.)
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__profiles_v_version_formations_level_code" AS ENUM('CAP', 'BTS', 'Bachelor', 'Master', 'DNMADE');
  CREATE TYPE "public"."enum__profiles_v_version_careers_tag" AS ENUM('🔥', '🌱', '⭐');
  CREATE TYPE "public"."enum__profiles_v_version_set" AS ENUM('scolaire', 'adulte');
  CREATE TYPE "public"."enum__faqs_v_version_placement" AS ENUM('home', 'scolaire', 'reconversion', 'public');
  CREATE TABLE "_profiles_v_version_traits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"emoji" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_profiles_v_version_strengths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_profiles_v_version_formations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"level" varchar NOT NULL,
  	"level_code" "enum__profiles_v_version_formations_level_code",
  	"icon" varchar,
  	"pitch" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_profiles_v_version_careers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"rome_code" varchar,
  	"level" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"pathway" varchar,
  	"icon" varchar,
  	"tag" "enum__profiles_v_version_careers_tag",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_profiles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_set" "enum__profiles_v_version_set" NOT NULL,
  	"version_code" varchar NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_radar_scores_ponctualite" numeric NOT NULL,
  	"version_radar_scores_resolution_problemes" numeric NOT NULL,
  	"version_radar_scores_resistance_stress" numeric NOT NULL,
  	"version_radar_scores_connaissance_marche" numeric NOT NULL,
  	"version_radar_scores_competences_interpersonnelles" numeric NOT NULL,
  	"version_interpretation" varchar,
  	"version_potential" varchar,
  	"version_environment" varchar NOT NULL,
  	"version_advice" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_hero_badge" varchar,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta" varchar,
  	"version_hero_reassurance" varchar,
  	"version_body" jsonb,
  	"version_testimonials_title" varchar,
  	"version_faq_title" varchar,
  	"version_closing_title" varchar,
  	"version_closing_text" varchar,
  	"version_closing_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question" varchar NOT NULL,
  	"version_answer" varchar NOT NULL,
  	"version_placement" "enum__faqs_v_version_placement" NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_profiles_v_version_traits" ADD CONSTRAINT "_profiles_v_version_traits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_profiles_v_version_strengths" ADD CONSTRAINT "_profiles_v_version_strengths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_profiles_v_version_formations" ADD CONSTRAINT "_profiles_v_version_formations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_profiles_v_version_careers" ADD CONSTRAINT "_profiles_v_version_careers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_profiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_profiles_v" ADD CONSTRAINT "_profiles_v_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_items" ADD CONSTRAINT "_pages_v_version_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_profiles_v_version_traits_order_idx" ON "_profiles_v_version_traits" USING btree ("_order");
  CREATE INDEX "_profiles_v_version_traits_parent_id_idx" ON "_profiles_v_version_traits" USING btree ("_parent_id");
  CREATE INDEX "_profiles_v_version_strengths_order_idx" ON "_profiles_v_version_strengths" USING btree ("_order");
  CREATE INDEX "_profiles_v_version_strengths_parent_id_idx" ON "_profiles_v_version_strengths" USING btree ("_parent_id");
  CREATE INDEX "_profiles_v_version_formations_order_idx" ON "_profiles_v_version_formations" USING btree ("_order");
  CREATE INDEX "_profiles_v_version_formations_parent_id_idx" ON "_profiles_v_version_formations" USING btree ("_parent_id");
  CREATE INDEX "_profiles_v_version_careers_order_idx" ON "_profiles_v_version_careers" USING btree ("_order");
  CREATE INDEX "_profiles_v_version_careers_parent_id_idx" ON "_profiles_v_version_careers" USING btree ("_parent_id");
  CREATE INDEX "_profiles_v_parent_idx" ON "_profiles_v" USING btree ("parent_id");
  CREATE INDEX "_profiles_v_version_version_updated_at_idx" ON "_profiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_profiles_v_version_version_created_at_idx" ON "_profiles_v" USING btree ("version_created_at");
  CREATE INDEX "_profiles_v_created_at_idx" ON "_profiles_v" USING btree ("created_at");
  CREATE INDEX "_profiles_v_updated_at_idx" ON "_profiles_v" USING btree ("updated_at");
  CREATE INDEX "version_set_version_code_idx" ON "_profiles_v" USING btree ("version_set","version_code");
  CREATE INDEX "_pages_v_version_sections_items_order_idx" ON "_pages_v_version_sections_items" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_items_parent_id_idx" ON "_pages_v_version_sections_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_sections_order_idx" ON "_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_parent_id_idx" ON "_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_profiles_v_version_traits" CASCADE;
  DROP TABLE "_profiles_v_version_strengths" CASCADE;
  DROP TABLE "_profiles_v_version_formations" CASCADE;
  DROP TABLE "_profiles_v_version_careers" CASCADE;
  DROP TABLE "_profiles_v" CASCADE;
  DROP TABLE "_pages_v_version_sections_items" CASCADE;
  DROP TABLE "_pages_v_version_sections" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TYPE "public"."enum__profiles_v_version_formations_level_code";
  DROP TYPE "public"."enum__profiles_v_version_careers_tag";
  DROP TYPE "public"."enum__profiles_v_version_set";
  DROP TYPE "public"."enum__faqs_v_version_placement";`)
}
