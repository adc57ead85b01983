ALTER TABLE "bookings" ADD COLUMN "checkout_url" text;--> statement-breakpoint
CREATE INDEX "bookings_payment_reference_index" ON "bookings" USING btree ("payment_reference");