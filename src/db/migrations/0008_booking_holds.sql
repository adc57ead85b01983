CREATE TABLE "booking_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"place_id" integer NOT NULL,
	"user_id" integer,
	"client_address" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"persons" integer NOT NULL,
	"table_numbers" integer[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_holds_period_check" CHECK ("booking_holds"."ends_at" > "booking_holds"."starts_at"),
	CONSTRAINT "booking_holds_persons_check" CHECK ("booking_holds"."persons" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_holds_token_hash" ON "booking_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_holds_place_id_expires_at_index" ON "booking_holds" USING btree ("place_id","expires_at");--> statement-breakpoint
CREATE INDEX "booking_holds_client_address_expires_at_index" ON "booking_holds" USING btree ("client_address","expires_at");--> statement-breakpoint
CREATE INDEX "booking_holds_user_id_index" ON "booking_holds" USING btree ("user_id");