ALTER TABLE "ticket_recurrences" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "ticket_reminders" ADD COLUMN "job_id" text;