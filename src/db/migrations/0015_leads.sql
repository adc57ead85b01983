ALTER TABLE "enquiries" ADD COLUMN "forecast_link" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lead_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lead_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "lead_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "lead_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lead_status_check" CHECK ("enquiries"."lead_status" in ('new', 'contacted', 'client', 'closed'));--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_lead_status_check" CHECK ("questionnaire_answers"."lead_status" in ('new', 'contacted', 'client', 'closed'));