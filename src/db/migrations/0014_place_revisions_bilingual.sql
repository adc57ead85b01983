CREATE TABLE "place_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "place_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"place_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"media_ids" integer[] DEFAULT '{}' NOT NULL,
	"file_ids" integer[] DEFAULT '{}' NOT NULL,
	"language" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_revisions_status_check" CHECK ("place_revisions"."status" in ('pending', 'approved', 'returned', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "content_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "title_sc" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "content_sc" text;--> statement-breakpoint
ALTER TABLE "place_revisions" ADD CONSTRAINT "place_revisions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_revisions" ADD CONSTRAINT "place_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_revisions" ADD CONSTRAINT "place_revisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_revisions_place_id_created_at_index" ON "place_revisions" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "place_revisions_status_created_at_index" ON "place_revisions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "place_revisions_one_pending" ON "place_revisions" USING btree ("place_id") WHERE "place_revisions"."status" = 'pending';