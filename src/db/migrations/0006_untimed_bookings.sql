ALTER TABLE "bookings" ALTER COLUMN "starts_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "ends_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "start_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_untimed_check" CHECK (("bookings"."starts_at" is null) = ("bookings"."ends_at" is null) and ("bookings"."starts_at" is null) = ("bookings"."start_date" is null) and ("bookings"."starts_at" is null) = ("bookings"."end_date" is null) and ("bookings"."starts_at" is not null or ("bookings"."start_time" is null and "bookings"."end_time" is null and "bookings"."status" not in ('publish', 'completed'))));