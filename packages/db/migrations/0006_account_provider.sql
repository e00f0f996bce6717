-- 0006_account_provider: written by hand during issue #6 development; replaced by one generated migration at integration.
SELECT 1;
