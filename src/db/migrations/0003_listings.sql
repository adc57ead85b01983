CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"directory" text NOT NULL,
	"file" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_attachments" (
	"place_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_attachments_place_id_file_id_pk" PRIMARY KEY("place_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"forecast_link" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "booking_style" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "booking_price_cents" integer;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "booking_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_attachments" ADD CONSTRAINT "place_attachments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_attachments" ADD CONSTRAINT "place_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_user_id_index" ON "files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answers_user_key" ON "questionnaire_answers" USING btree ("user_id") WHERE "questionnaire_answers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "questionnaire_answers_created_at_index" ON "questionnaire_answers" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_booking_style_check" CHECK ("places"."booking_style" in ('standard', 'daily', 'hourly', 'slot', 'table'));