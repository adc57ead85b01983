ALTER TABLE "bookings" ADD COLUMN "visit" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "canceled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_visit_check" CHECK ("bookings"."visit" in ('arrived', 'noShow'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_canceled_by_check" CHECK ("bookings"."canceled_by" in ('customer', 'declined', 'place', 'closure', 'system'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_check" CHECK ("bookings"."refund" in ('due', 'refunded'));