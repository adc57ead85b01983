ALTER TABLE "bookings" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "at_place_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_charge_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_minutes" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_name" text;
