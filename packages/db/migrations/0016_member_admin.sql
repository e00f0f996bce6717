-- The console's 会员 area (issue #16): points adjustment and disable / enable need
-- members.write, granted to 客服 (超级管理员 holds every permission as '*').
UPDATE "staff_roles" SET "permissions" = array_append("permissions", 'members.write') WHERE "code" = 'customer_service' AND NOT ('members.write' = ANY("permissions"));
