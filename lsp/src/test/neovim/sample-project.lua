-- A real editor on the sample project: Neovim (0.7, as Debian ships it) starts `urilint lsp`,
-- attaches it to the buggy twins of the sample project's YAML and Java files, waits for the
-- diagnostics, checks their lines and rule codes, applies the quick fix of the double encoding
-- and checks the buffer and the diagnostics that follow. Run by lsp/src/test/neovim/run.
--   URILINT=<launcher or command>  PROJECT=<a copy of the sample project with the buggy files>
local urilint = assert(os.getenv('URILINT'), 'URILINT not set')
local project = assert(os.getenv('PROJECT'), 'PROJECT not set')
local TIMEOUT = 120000

local function fail(message)
  io.stderr:write('neovim: FAIL: ' .. message .. '\n')
  vim.cmd('cquit 1')
end

local function say(message)
  io.stderr:write('neovim: ' .. message .. '\n')
end

local client_id = vim.lsp.start_client({
  name = 'urilint',
  cmd = { urilint, 'lsp' },
  root_dir = project,
  on_exit = function(code)
    if code ~= 0 then
      io.stderr:write('neovim: urilint lsp exited with ' .. code .. '\n')
    end
  end,
})
if not client_id then
  fail('urilint lsp did not start')
end

-- "line:rule" of each diagnostic, 1-based lines, sorted.
local function shown(bufnr)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(out, (d.lnum + 1) .. ':' .. tostring(code))
  end
  table.sort(out)
  return table.concat(out, ' ')
end

local function open(path, expected)
  vim.cmd('edit ' .. vim.fn.fnameescape(project .. '/' .. path))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(bufnr, client_id)
  local ok = vim.wait(TIMEOUT, function() return shown(bufnr) == expected end, 50)
  if not ok then
    fail(path .. ': expected diagnostics ' .. expected .. ', got ' .. shown(bufnr))
  end
  say(path .. ': ' .. shown(bufnr))
  return bufnr
end

local yaml = open('src/main/resources/application.yml',
  '10:double-encoding 12:relative-colon-segment 5:credentials-in-uri')
open('src/main/java/com/example/orders/OrdersClient.java',
  '21:double-encoding 26:relative-colon-segment 9:credentials-in-uri')

-- The quick fix of the double encoding on line 10 of the YAML file.
vim.cmd('buffer ' .. yaml)
local params = {
  textDocument = { uri = vim.uri_from_bufnr(yaml) },
  range = { start = { line = 9, character = 44 }, ['end'] = { line = 9, character = 44 } },
  context = { diagnostics = {}, only = { 'quickfix' } },
}
local responses = vim.lsp.buf_request_sync(yaml, 'textDocument/codeAction', params, TIMEOUT)
local action
for _, response in pairs(responses or {}) do
  for _, a in ipairs(response.result or {}) do
    if not action and a.edit then
      action = a
    end
  end
end
if not action then
  fail('no quick fix offered on line 10')
end
say('applying "' .. action.title .. '"')
vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
local line = vim.api.nvim_buf_get_lines(yaml, 9, 10, false)[1]
if line ~= '  url: https://search.example.com/find?q=new%20orders' then
  fail('line 10 after the fix: ' .. line)
end
-- The edit is a change of the buffer: the server checks the new text.
local expected = '12:relative-colon-segment 5:credentials-in-uri'
if not vim.wait(TIMEOUT, function() return shown(yaml) == expected end, 50) then
  fail('after the fix, expected ' .. expected .. ', got ' .. shown(yaml))
end
say('after the fix: ' .. shown(yaml))

vim.lsp.stop_client(client_id)
say('passed')
vim.cmd('qall!')
