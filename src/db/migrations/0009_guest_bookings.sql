CREATE TABLE "guest_email_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_email_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_address_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_language" text;--> statement-breakpoint
CREATE INDEX "guest_email_codes_email_created_at_index" ON "guest_email_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "guest_email_codes_created_at_index" ON "guest_email_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_email_status_index" ON "bookings" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "bookings_guest_address_hash_status_index" ON "bookings" USING btree ("guest_address_hash","status");