-- Trigram search (Chinese substrings), distance and radius: both PGlite and PostgreSQL have these.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "content_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_gallery" (
	"place_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_gallery_place_id_media_id_pk" PRIMARY KEY("place_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "place_terms" (
	"place_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_terms_place_id_term_id_pk" PRIMARY KEY("place_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"color" text,
	"icon" text,
	"price_min_cents" integer,
	"price_max_cents" integer,
	"date_established" date,
	"latitude" double precision,
	"longitude" double precision,
	"location_id" integer,
	"opening_hours" jsonb DEFAULT '{"weekly":{}}'::jsonb NOT NULL,
	"social_network" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_media_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" real DEFAULT 0 NOT NULL,
	"rating_stars" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_status_check" CHECK ("places"."status" in ('publish', 'pending', 'draft', 'trash')),
	CONSTRAINT "places_price_check" CHECK ("places"."price_min_cents" is null or "places"."price_max_cents" is null or "places"."price_min_cents" <= "places"."price_max_cents")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"place_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taxonomy" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"icon" text,
	"color" text,
	"image_media_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "terms_taxonomy_check" CHECK ("terms"."taxonomy" in ('category', 'feature', 'location', 'tag'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_entries" (
	"user_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_entries_user_id_place_id_pk" PRIMARY KEY("user_id","place_id")
);
--> statement-breakpoint
ALTER TABLE "place_gallery" ADD CONSTRAINT "place_gallery_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_gallery" ADD CONSTRAINT "place_gallery_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_terms" ADD CONSTRAINT "place_terms_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_terms" ADD CONSTRAINT "place_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_location_id_terms_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_parent_id_terms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_terms_term_id_place_id_index" ON "place_terms" USING btree ("term_id","place_id");--> statement-breakpoint
CREATE INDEX "places_status_created_at_index" ON "places" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "places_author_id_status_index" ON "places" USING btree ("author_id","status");--> statement-breakpoint
CREATE INDEX "places_location_id_index" ON "places" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "places_search_text_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_earth_idx" ON "places" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "places_latitude_longitude_index" ON "places" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_place_user_key" ON "reviews" USING btree ("place_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_place_id_created_at_index" ON "reviews" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_id_index" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_taxonomy_slug_key" ON "terms" USING btree ("taxonomy","slug");--> statement-breakpoint
CREATE INDEX "terms_taxonomy_parent_id_index" ON "terms" USING btree ("taxonomy","parent_id");--> statement-breakpoint
CREATE INDEX "wishlist_entries_place_id_index" ON "wishlist_entries" USING btree ("place_id");--> statement-breakpoint
INSERT INTO "content_versions" ("area", "version") VALUES ('directory', 0);