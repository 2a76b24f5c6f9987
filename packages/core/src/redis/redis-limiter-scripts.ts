/**
 * Lua scripts of the Redis limiter: each runs atomically on the server, so instances sharing a Redis never admit
 * past a limit. Requests and tokens are hashes of ten-second bucket start → count; concurrency slots are a sorted
 * set of lease ID → expiry. The window arithmetic mirrors `checkRateWindow`.
 */

/** KEYS: requests, tokens, slots. ARGV: now, bucket, windowMs, rpm, tpm, concurrency (-1 = none), tokens, leaseId, leaseExpiresAt.
 * Returns { 0, 0 } when admitted, or { 1 rpm | 2 tpm | 3 concurrency, retryAfterMs or -1 when waiting cannot help }. */
export const ACQUIRE_SCRIPT = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[3])
local oldest = tonumber(ARGV[2]) - windowMs
local function check(key, limit, cost)
  -- Prune first, even without a limit, so a busy key never accumulates old buckets.
  local data = redis.call('HGETALL', key)
  local entries, total = {}, 0
  for i = 1, #data, 2 do
    local start = tonumber(data[i])
    if start <= oldest then
      redis.call('HDEL', key, data[i])
    else
      local count = tonumber(data[i + 1])
      entries[#entries + 1] = { start, count }
      total = total + count
    end
  end
  if limit < 0 then return 0 end
  if cost > limit then return -1 end
  if total + cost <= limit then return 0 end
  table.sort(entries, function(a, b) return a[1] < b[1] end)
  for _, entry in ipairs(entries) do
    total = total - entry[2]
    if total + cost <= limit then return math.max(1, entry[1] + windowMs - now) end
  end
  return windowMs
end
local verdict = check(KEYS[1], tonumber(ARGV[4]), 1)
if verdict ~= 0 then return { 1, verdict } end
verdict = check(KEYS[2], tonumber(ARGV[5]), tonumber(ARGV[7]))
if verdict ~= 0 then return { 2, verdict } end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
local concurrency = tonumber(ARGV[6])
if concurrency >= 0 and redis.call('ZCARD', KEYS[3]) >= concurrency then return { 3, 1000 } end
redis.call('HINCRBY', KEYS[1], ARGV[2], 1)
redis.call('HINCRBY', KEYS[2], ARGV[2], ARGV[7])
redis.call('PEXPIRE', KEYS[1], windowMs + 10000)
redis.call('PEXPIRE', KEYS[2], windowMs + 10000)
redis.call('ZADD', KEYS[3], ARGV[9], ARGV[8])
local ttl = tonumber(ARGV[9]) - now
if redis.call('PTTL', KEYS[3]) < ttl then redis.call('PEXPIRE', KEYS[3], ttl) end
return { 0, 0 }
`;

/** KEYS: counts. ARGV: bucket, delta. Adds delta to a bucket that still exists, never below zero. */
export const ADJUST_SCRIPT = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
local value = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if value < 0 then redis.call('HSET', KEYS[1], ARGV[1], 0) end
return 1
`;

/** KEYS: requests, tokens, slots. ARGV: bucket, tokens, leaseId. Undoes an acquisition. */
export const CANCEL_SCRIPT = `
redis.call('ZREM', KEYS[3], ARGV[3])
for index, delta in ipairs({ -1, -tonumber(ARGV[2]) }) do
  if redis.call('HEXISTS', KEYS[index], ARGV[1]) == 1 then
    local value = redis.call('HINCRBY', KEYS[index], ARGV[1], delta)
    if value < 0 then redis.call('HSET', KEYS[index], ARGV[1], 0) end
  end
end
return 1
`;

/** KEYS: slots. ARGV: leaseId, leaseExpiresAt, now. Moves a slot's expiry if it is still held. */
export const RENEW_SCRIPT = `
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false then return 0 end
redis.call('ZADD', KEYS[1], 'XX', ARGV[2], ARGV[1])
local ttl = tonumber(ARGV[2]) - tonumber(ARGV[3])
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1
`;
