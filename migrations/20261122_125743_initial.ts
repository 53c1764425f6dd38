import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_source" AS ENUM('orientation', 'start', 'checkout');
  CREATE TYPE "public"."enum_leads_bilan_type" AS ENUM('scolaire', 'reconversion', 'public');
  CREATE TYPE "public"."enum_riasec_results_bilan_type" AS ENUM('scolaire', 'reconversion', 'public');
  CREATE TYPE "public"."enum_riasec_results_payment" AS ENUM('pending', 'completed');
  CREATE TYPE "public"."enum_riasec_results_unlock_source" AS ENUM('payment', 'promo', 'staff');
  CREATE TYPE "public"."enum_orders_offer" AS ENUM('report', 'reportWithMonthly', 'coachingSingle', 'coachingMonthly', 'premium');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'expired', 'refunded');
  CREATE TYPE "public"."enum_orders_provider" AS ENUM('stripe', 'demo');
  CREATE TYPE "public"."enum_coaching_bookings_availability" AS ENUM('weekend', 'lundi-mardi', 'mercredi-jeudi', 'autre');
  CREATE TYPE "public"."enum_coaching_bookings_offer" AS ENUM('report', 'reportWithMonthly', 'coachingSingle', 'coachingMonthly', 'premium');
  CREATE TYPE "public"."enum_coaching_bookings_status" AS ENUM('pending', 'paid', 'scheduled', 'done', 'cancelled');
  CREATE TYPE "public"."enum_questions_options_letter" AS ENUM('R', 'I', 'A', 'S', 'E', 'C');
  CREATE TYPE "public"."enum_questions_test" AS ENUM('orientation', 'riasec');
  CREATE TYPE "public"."enum_questions_set" AS ENUM('scolaire', 'adulte');
  CREATE TYPE "public"."enum_questions_type" AS ENUM('single', 'text');
  CREATE TYPE "public"."enum_profiles_formations_level_code" AS ENUM('CAP', 'BTS', 'Bachelor', 'Master', 'DNMADE');
  CREATE TYPE "public"."enum_profiles_careers_tag" AS ENUM('🔥', '🌱', '⭐');
  CREATE TYPE "public"."enum_profiles_set" AS ENUM('scolaire', 'adulte');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_placement" AS ENUM('home', 'scolaire', 'reconversion', 'public', 'checkout');
  CREATE TYPE "public"."enum_faqs_placement" AS ENUM('home', 'scolaire', 'reconversion', 'public');
  CREATE TYPE "public"."enum_outbox_emails_transport" AS ENUM('outbox', 'smtp');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'staff');
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"source" "enum_leads_source" DEFAULT 'orientation' NOT NULL,
  	"bilan_type" "enum_leads_bilan_type",
  	"current_filiere" varchar,
  	"key_answers" jsonb,
  	"consent_at" timestamp(3) with time zone,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "riasec_results" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"bilan_type" "enum_riasec_results_bilan_type" NOT NULL,
  	"scores_r" numeric NOT NULL,
  	"scores_i" numeric NOT NULL,
  	"scores_a" numeric NOT NULL,
  	"scores_s" numeric NOT NULL,
  	"scores_e" numeric NOT NULL,
  	"scores_c" numeric NOT NULL,
  	"dominant_profile" varchar NOT NULL,
  	"profile_name" varchar,
  	"detailed_answers" jsonb,
  	"payment" "enum_riasec_results_payment",
  	"unlock_source" "enum_riasec_results_unlock_source",
  	"unlocked_at" timestamp(3) with time zone,
  	"lead_id" integer,
  	"access_token_hash" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer" "enum_orders_offer" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'eur' NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"provider" "enum_orders_provider" NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"provider_session_id" varchar,
  	"email" varchar,
  	"result_id" integer,
  	"lead_id" integer,
  	"booking_id" integer,
  	"terms_accepted_at" timestamp(3) with time zone,
  	"withdrawal_waiver_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coaching_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"objectives" varchar,
  	"availability" "enum_coaching_bookings_availability" NOT NULL,
  	"offer" "enum_coaching_bookings_offer" NOT NULL,
  	"status" "enum_coaching_bookings_status" DEFAULT 'pending' NOT NULL,
  	"scheduled_at" timestamp(3) with time zone,
  	"staff_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"letter" "enum_questions_options_letter"
  );
  
  CREATE TABLE "questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"test" "enum_questions_test" NOT NULL,
  	"set" "enum_questions_set" DEFAULT 'scolaire' NOT NULL,
  	"order" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"type" "enum_questions_type" DEFAULT 'single' NOT NULL,
  	"has_other" boolean DEFAULT false,
  	"encouragement" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "profiles_traits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"emoji" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "profiles_strengths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "profiles_formations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"duration" varchar NOT NULL,
  	"level" varchar NOT NULL,
  	"level_code" "enum_profiles_formations_level_code",
  	"icon" varchar,
  	"pitch" varchar
  );
  
  CREATE TABLE "profiles_careers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"rome_code" varchar,
  	"level" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"pathway" varchar,
  	"icon" varchar,
  	"tag" "enum_profiles_careers_tag"
  );
  
  CREATE TABLE "profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"set" "enum_profiles_set" NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"radar_scores_ponctualite" numeric NOT NULL,
  	"radar_scores_resolution_problemes" numeric NOT NULL,
  	"radar_scores_resistance_stress" numeric NOT NULL,
  	"radar_scores_connaissance_marche" numeric NOT NULL,
  	"radar_scores_competences_interpersonnelles" numeric NOT NULL,
  	"interpretation" varchar,
  	"potential" varchar,
  	"environment" varchar NOT NULL,
  	"advice" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"excerpt" varchar,
  	"image_id" integer,
  	"body" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_excerpt" varchar,
  	"version_image_id" integer,
  	"version_body" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "pages_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"hero_badge" varchar,
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"hero_reassurance" varchar,
  	"body" jsonb,
  	"testimonials_title" varchar,
  	"faq_title" varchar,
  	"closing_title" varchar,
  	"closing_text" varchar,
  	"closing_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"emoji" varchar,
  	"placement" "enum_testimonials_placement" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"placement" "enum_faqs_placement" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_avif_url" varchar,
  	"sizes_card_avif_width" numeric,
  	"sizes_card_avif_height" numeric,
  	"sizes_card_avif_mime_type" varchar,
  	"sizes_card_avif_filesize" numeric,
  	"sizes_card_avif_filename" varchar,
  	"sizes_card_webp_url" varchar,
  	"sizes_card_webp_width" numeric,
  	"sizes_card_webp_height" numeric,
  	"sizes_card_webp_mime_type" varchar,
  	"sizes_card_webp_filesize" numeric,
  	"sizes_card_webp_filename" varchar,
  	"sizes_slide_avif_url" varchar,
  	"sizes_slide_avif_width" numeric,
  	"sizes_slide_avif_height" numeric,
  	"sizes_slide_avif_mime_type" varchar,
  	"sizes_slide_avif_filesize" numeric,
  	"sizes_slide_avif_filename" varchar,
  	"sizes_slide_webp_url" varchar,
  	"sizes_slide_webp_width" numeric,
  	"sizes_slide_webp_height" numeric,
  	"sizes_slide_webp_mime_type" varchar,
  	"sizes_slide_webp_filesize" numeric,
  	"sizes_slide_webp_filename" varchar,
  	"sizes_hero_avif_url" varchar,
  	"sizes_hero_avif_width" numeric,
  	"sizes_hero_avif_height" numeric,
  	"sizes_hero_avif_mime_type" varchar,
  	"sizes_hero_avif_filesize" numeric,
  	"sizes_hero_avif_filename" varchar,
  	"sizes_hero_webp_url" varchar,
  	"sizes_hero_webp_width" numeric,
  	"sizes_hero_webp_height" numeric,
  	"sizes_hero_webp_mime_type" varchar,
  	"sizes_hero_webp_filesize" numeric,
  	"sizes_hero_webp_filename" varchar
  );
  
  CREATE TABLE "promo_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"uses" numeric DEFAULT 0,
  	"max_uses" numeric,
  	"expires_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"session_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"transport" "enum_outbox_emails_transport" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'staff' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"leads_id" integer,
  	"riasec_results_id" integer,
  	"orders_id" integer,
  	"coaching_bookings_id" integer,
  	"questions_id" integer,
  	"profiles_id" integer,
  	"articles_id" integer,
  	"pages_id" integer,
  	"testimonials_id" integer,
  	"faqs_id" integer,
  	"media_id" integer,
  	"promo_codes_id" integer,
  	"payment_events_id" integer,
  	"outbox_emails_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"copy" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "sample_report_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar NOT NULL
  );
  
  CREATE TABLE "sample_report" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_claims" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"figure" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"source" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"tagline" varchar,
  	"support_email" varchar NOT NULL,
  	"prices_report" numeric,
  	"prices_monthly_addon" numeric,
  	"prices_coaching_single" numeric,
  	"prices_coaching_monthly" numeric,
  	"prices_premium" numeric,
  	"reference_prices_report_reference" numeric,
  	"reference_prices_monthly_reference" numeric,
  	"reference_prices_discount_badge" varchar,
  	"colouring_book_url" varchar,
  	"colouring_book_price_text" varchar,
  	"copy" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "terms_of_sale" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"updated_on" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "riasec_results" ADD CONSTRAINT "riasec_results_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_result_id_riasec_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."riasec_results"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_id_coaching_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."coaching_bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questions_options" ADD CONSTRAINT "questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "profiles_traits" ADD CONSTRAINT "profiles_traits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "profiles_strengths" ADD CONSTRAINT "profiles_strengths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "profiles_formations" ADD CONSTRAINT "profiles_formations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "profiles_careers" ADD CONSTRAINT "profiles_careers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_sections_items" ADD CONSTRAINT "pages_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections" ADD CONSTRAINT "pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_riasec_results_fk" FOREIGN KEY ("riasec_results_id") REFERENCES "public"."riasec_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coaching_bookings_fk" FOREIGN KEY ("coaching_bookings_id") REFERENCES "public"."coaching_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questions_fk" FOREIGN KEY ("questions_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_profiles_fk" FOREIGN KEY ("profiles_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_codes_fk" FOREIGN KEY ("promo_codes_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_emails_fk" FOREIGN KEY ("outbox_emails_id") REFERENCES "public"."outbox_emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_benefits" ADD CONSTRAINT "home_page_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_report_slides" ADD CONSTRAINT "sample_report_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_report_slides" ADD CONSTRAINT "sample_report_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sample_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_claims" ADD CONSTRAINT "site_settings_claims_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
  CREATE INDEX "leads_bilan_type_idx" ON "leads" USING btree ("bilan_type");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "riasec_results_email_idx" ON "riasec_results" USING btree ("email");
  CREATE INDEX "riasec_results_dominant_profile_idx" ON "riasec_results" USING btree ("dominant_profile");
  CREATE INDEX "riasec_results_payment_idx" ON "riasec_results" USING btree ("payment");
  CREATE INDEX "riasec_results_lead_idx" ON "riasec_results" USING btree ("lead_id");
  CREATE INDEX "riasec_results_access_token_hash_idx" ON "riasec_results" USING btree ("access_token_hash");
  CREATE UNIQUE INDEX "riasec_results_idempotency_key_idx" ON "riasec_results" USING btree ("idempotency_key");
  CREATE INDEX "riasec_results_updated_at_idx" ON "riasec_results" USING btree ("updated_at");
  CREATE INDEX "riasec_results_created_at_idx" ON "riasec_results" USING btree ("created_at");
  CREATE INDEX "orders_offer_idx" ON "orders" USING btree ("offer");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_provider_session_id_idx" ON "orders" USING btree ("provider_session_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_result_idx" ON "orders" USING btree ("result_id");
  CREATE INDEX "orders_lead_idx" ON "orders" USING btree ("lead_id");
  CREATE INDEX "orders_booking_idx" ON "orders" USING btree ("booking_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "coaching_bookings_email_idx" ON "coaching_bookings" USING btree ("email");
  CREATE INDEX "coaching_bookings_status_idx" ON "coaching_bookings" USING btree ("status");
  CREATE INDEX "coaching_bookings_updated_at_idx" ON "coaching_bookings" USING btree ("updated_at");
  CREATE INDEX "coaching_bookings_created_at_idx" ON "coaching_bookings" USING btree ("created_at");
  CREATE INDEX "questions_options_order_idx" ON "questions_options" USING btree ("_order");
  CREATE INDEX "questions_options_parent_id_idx" ON "questions_options" USING btree ("_parent_id");
  CREATE INDEX "questions_updated_at_idx" ON "questions" USING btree ("updated_at");
  CREATE INDEX "questions_created_at_idx" ON "questions" USING btree ("created_at");
  CREATE UNIQUE INDEX "test_set_order_idx" ON "questions" USING btree ("test","set","order");
  CREATE INDEX "profiles_traits_order_idx" ON "profiles_traits" USING btree ("_order");
  CREATE INDEX "profiles_traits_parent_id_idx" ON "profiles_traits" USING btree ("_parent_id");
  CREATE INDEX "profiles_strengths_order_idx" ON "profiles_strengths" USING btree ("_order");
  CREATE INDEX "profiles_strengths_parent_id_idx" ON "profiles_strengths" USING btree ("_parent_id");
  CREATE INDEX "profiles_formations_order_idx" ON "profiles_formations" USING btree ("_order");
  CREATE INDEX "profiles_formations_parent_id_idx" ON "profiles_formations" USING btree ("_parent_id");
  CREATE INDEX "profiles_careers_order_idx" ON "profiles_careers" USING btree ("_order");
  CREATE INDEX "profiles_careers_parent_id_idx" ON "profiles_careers" USING btree ("_parent_id");
  CREATE INDEX "profiles_updated_at_idx" ON "profiles" USING btree ("updated_at");
  CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");
  CREATE UNIQUE INDEX "set_code_idx" ON "profiles" USING btree ("set","code");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "pages_sections_items_order_idx" ON "pages_sections_items" USING btree ("_order");
  CREATE INDEX "pages_sections_items_parent_id_idx" ON "pages_sections_items" USING btree ("_parent_id");
  CREATE INDEX "pages_sections_order_idx" ON "pages_sections" USING btree ("_order");
  CREATE INDEX "pages_sections_parent_id_idx" ON "pages_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx" ON "media" USING btree ("sizes_card_avif_filename");
  CREATE INDEX "media_sizes_card_webp_sizes_card_webp_filename_idx" ON "media" USING btree ("sizes_card_webp_filename");
  CREATE INDEX "media_sizes_slide_avif_sizes_slide_avif_filename_idx" ON "media" USING btree ("sizes_slide_avif_filename");
  CREATE INDEX "media_sizes_slide_webp_sizes_slide_webp_filename_idx" ON "media" USING btree ("sizes_slide_webp_filename");
  CREATE INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx" ON "media" USING btree ("sizes_hero_avif_filename");
  CREATE INDEX "media_sizes_hero_webp_sizes_hero_webp_filename_idx" ON "media" USING btree ("sizes_hero_webp_filename");
  CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
  CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at");
  CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_session_id_idx" ON "payment_events" USING btree ("session_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to");
  CREATE INDEX "outbox_emails_updated_at_idx" ON "outbox_emails" USING btree ("updated_at");
  CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_riasec_results_id_idx" ON "payload_locked_documents_rels" USING btree ("riasec_results_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_coaching_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("coaching_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("questions_id");
  CREATE INDEX "payload_locked_documents_rels_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("profiles_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_promo_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_codes_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_emails_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_emails_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_page_benefits_order_idx" ON "home_page_benefits" USING btree ("_order");
  CREATE INDEX "home_page_benefits_parent_id_idx" ON "home_page_benefits" USING btree ("_parent_id");
  CREATE INDEX "sample_report_slides_order_idx" ON "sample_report_slides" USING btree ("_order");
  CREATE INDEX "sample_report_slides_parent_id_idx" ON "sample_report_slides" USING btree ("_parent_id");
  CREATE INDEX "sample_report_slides_image_idx" ON "sample_report_slides" USING btree ("image_id");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_claims_order_idx" ON "site_settings_claims" USING btree ("_order");
  CREATE INDEX "site_settings_claims_parent_id_idx" ON "site_settings_claims" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "leads" CASCADE;
  DROP TABLE "riasec_results" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "coaching_bookings" CASCADE;
  DROP TABLE "questions_options" CASCADE;
  DROP TABLE "questions" CASCADE;
  DROP TABLE "profiles_traits" CASCADE;
  DROP TABLE "profiles_strengths" CASCADE;
  DROP TABLE "profiles_formations" CASCADE;
  DROP TABLE "profiles_careers" CASCADE;
  DROP TABLE "profiles" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "pages_sections_items" CASCADE;
  DROP TABLE "pages_sections" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "promo_codes" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "outbox_emails" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "home_page_benefits" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "sample_report_slides" CASCADE;
  DROP TABLE "sample_report" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_claims" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "terms_of_sale" CASCADE;
  DROP TYPE "public"."enum_leads_source";
  DROP TYPE "public"."enum_leads_bilan_type";
  DROP TYPE "public"."enum_riasec_results_bilan_type";
  DROP TYPE "public"."enum_riasec_results_payment";
  DROP TYPE "public"."enum_riasec_results_unlock_source";
  DROP TYPE "public"."enum_orders_offer";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_provider";
  DROP TYPE "public"."enum_coaching_bookings_availability";
  DROP TYPE "public"."enum_coaching_bookings_offer";
  DROP TYPE "public"."enum_coaching_bookings_status";
  DROP TYPE "public"."enum_questions_options_letter";
  DROP TYPE "public"."enum_questions_test";
  DROP TYPE "public"."enum_questions_set";
  DROP TYPE "public"."enum_questions_type";
  DROP TYPE "public"."enum_profiles_formations_level_code";
  DROP TYPE "public"."enum_profiles_careers_tag";
  DROP TYPE "public"."enum_profiles_set";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_testimonials_placement";
  DROP TYPE "public"."enum_faqs_placement";
  DROP TYPE "public"."enum_outbox_emails_transport";
  DROP TYPE "public"."enum_users_role";`)
}
