CREATE TABLE "chat_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"message_id" integer NOT NULL,
	"module" text NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"module" text NOT NULL,
	"object_id" integer NOT NULL,
	"message" text NOT NULL,
	"hidden" smallint DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"chanel" text,
	"date_edit" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"module" text NOT NULL,
	"object_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"module" text NOT NULL,
	"object_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#4A4A4A' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"module" text NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"date_edit" timestamp with time zone,
	"who_edit" integer
);
--> statement-breakpoint
CREATE TABLE "object_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "object_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"module" text NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"filename" text,
	"storage_key" text,
	"link" text,
	"size" integer,
	"type" smallint DEFAULT 4 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"date_edit" timestamp with time zone,
	"who_edit" integer
);
--> statement-breakpoint
CREATE TABLE "object_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "object_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"module" text NOT NULL,
	"object_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"module" text NOT NULL,
	"object_id" integer NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_module_object_id_pk" PRIMARY KEY("user_id","module","object_id")
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_links" ADD CONSTRAINT "tag_links_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_files_message_idx" ON "chat_files" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_files_path_key" ON "chat_files" USING btree ("module","object_id","filename");--> statement-breakpoint
CREATE INDEX "chat_messages_object_idx" ON "chat_messages" USING btree ("module","object_id","hidden","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_notices_user_object_key" ON "chat_notices" USING btree ("who_add","module","object_id");--> statement-breakpoint
CREATE INDEX "chat_notices_object_idx" ON "chat_notices" USING btree ("module","object_id");--> statement-breakpoint
CREATE INDEX "tag_links_object_idx" ON "tag_links" USING btree ("module","object_id","status");--> statement-breakpoint
CREATE INDEX "tag_links_recent_idx" ON "tag_links" USING btree ("who_add","module","date_add");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_links_tag_object_key" ON "tag_links" USING btree ("tag_id","object_id") WHERE "tag_links"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_module_name_key" ON "tags" USING btree ("module",lower("name")) WHERE "tags"."status" = 1;--> statement-breakpoint
CREATE INDEX "tags_module_idx" ON "tags" USING btree ("module","status","name");--> statement-breakpoint
CREATE INDEX "network_links_object_idx" ON "network_links" USING btree ("module","object_id","status","id");--> statement-breakpoint
CREATE INDEX "object_files_object_idx" ON "object_files" USING btree ("module","object_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "object_files_path_key" ON "object_files" USING btree ("module","object_id","filename") WHERE "object_files"."filename" is not null;--> statement-breakpoint
CREATE INDEX "object_history_object_idx" ON "object_history" USING btree ("module","object_id","id");