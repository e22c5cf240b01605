CREATE TABLE "notification_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_user_event_idx" ON "notification_settings" USING btree ("user_id","event");