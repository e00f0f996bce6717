-- 在线客服 (issue #16 item 5): a visitor writing outside service hours may leave a phone number for staff to call back.
ALTER TABLE "chat_conversations" ADD COLUMN "contact_mobile" text;
