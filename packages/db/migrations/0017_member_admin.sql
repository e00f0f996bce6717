-- The console's 会员 area (issue #16): points adjustment and disable / enable need
-- members.write, granted to 客服 (超级管理员 holds every permission as '*'). A role's grants are
-- kept in the vocabulary's order (STAFF_PERMISSIONS), as the roles screen stores them.
UPDATE "staff_roles" SET "permissions" = ARRAY(
  SELECT p FROM unnest(array_append("permissions", 'members.write')) AS p
  ORDER BY array_position(ARRAY['catalogue.write', 'prices.write', 'stock.write', 'activities.write', 'coupons.write', 'cms.write', 'agreements.write', 'faq.write', 'community.moderate', 'members.read', 'members.reveal', 'members.write', 'orders.read', 'tickets.write', 'after-sales.review', 'chat.answer', 'shipping.write', 'refunds.write', 'invoices.write', 'reports.read', 'staff.manage', 'audit.read', 'settings.write']::text[], p) NULLS LAST
) WHERE "code" = 'customer_service' AND NOT ('members.write' = ANY("permissions"));
