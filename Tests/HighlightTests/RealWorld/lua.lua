-- Written for Imprint's highlighting tests by the Imprint team. Modelled on the Hammerspoon
-- init.lua files Mac developers share: window layouts on hotkeys, an app launcher, a Wi-Fi
-- watcher that mutes the speakers away from home, and a small module with methods.

--[[
  Hyper is Caps Lock remapped (with Karabiner) to ctrl+alt+cmd+shift.
  Reload with hyper+R after editing this file.
]]
local hyper = { "ctrl", "alt", "cmd", "shift" }
local log = hs.logger.new("init", "info")

hs.window.animationDuration = 0
hs.alert.defaultStyle.radius = 8
hs.alert.defaultStyle.fillColor = { white = 0.1, alpha = 0.85 }

-- Layout -------------------------------------------------------------------

local Grid = {}
Grid.__index = Grid

function Grid.new(columns, rows)
  local self = setmetatable({}, Grid)
  self.columns = columns or 12
  self.rows = rows or 1
  return self
end

function Grid:frame(screen, column, width)
  local area = screen:frame()
  local cell = area.w / self.columns
  return hs.geometry.rect(area.x + (column - 1) * cell, area.y, width * cell, area.h)
end

local grid = Grid.new(12)

local function place(column, width)
  return function()
    local window = hs.window.focusedWindow()
    if not window then
      hs.alert.show("No window")
      return
    end
    window:setFrame(grid:frame(window:screen(), column, width))
  end
end

local layouts = {
  { key = "left", column = 1, width = 6 },
  { key = "right", column = 7, width = 6 },
  { key = "up", column = 1, width = 12 },
  { key = "down", column = 3, width = 8 },
}

for _, layout in ipairs(layouts) do
  hs.hotkey.bind(hyper, layout.key, place(layout.column, layout.width))
end

-- Apps -------------------------------------------------------------------------

local apps = {
  x = "Xcode",
  s = "Simulator",
  t = "Terminal",
  f = "Finder",
  n = "Notes",
}

for key, name in pairs(apps) do
  hs.hotkey.bind(hyper, key, function()
    local app = hs.application.get(name)
    if app and app:isFrontmost() then
      app:hide()
    else
      hs.application.launchOrFocus(name)
    end
  end)
end

-- Quits Simulator and cleans derived data; asks first, since it takes a while to rebuild.
hs.hotkey.bind(hyper, "d", function()
  local button = hs.dialog.blockAlert("Delete DerivedData?", "Xcode will index again.", "Delete", "Cancel")
  if button ~= "Delete" then return end
  local path = os.getenv("HOME") .. "/Library/Developer/Xcode/DerivedData"
  local output, ok = hs.execute(string.format("rm -rf %q", path))
  log.i("DerivedData removed: " .. tostring(ok) .. " " .. (output or ""))
end)

-- Wi-Fi ------------------------------------------------------------------------

local homeNetworks = { ["Kitchen 5G"] = true, Attic = true }
local lastNetwork = hs.wifi.currentNetwork()

local function onNetworkChange()
  local network = hs.wifi.currentNetwork()
  if network == lastNetwork then return end
  local device = hs.audiodevice.defaultOutputDevice()
  if network and homeNetworks[network] then
    device:setVolume(35)
  elseif device then
    device:setMuted(true)
    hs.notify.new({ title = "Muted", informativeText = "Left " .. (lastNetwork or "home") }):send()
  end
  lastNetwork = network
end

wifiWatcher = hs.wifi.watcher.new(onNetworkChange):start()

-- Helpers --------------------------------------------------------------------

local M = { util = {} }

--- Joins its arguments with spaces, skipping nils, as Lua 5.4 would with table.pack.
function M.util.join(...)
  local parts = {}
  for i = 1, select("#", ...) do
    local value = select(i, ...)
    if value ~= nil then parts[#parts + 1] = tostring(value) end
  end
  return table.concat(parts, " ")
end

local template = [==[
<p>Battery: %d%% [[%s]]</p>
]==]

hs.hotkey.bind(hyper, "b", function()
  local percent = math.floor(hs.battery.percentage() + 0.5)
  local source = hs.battery.powerSource() == 'AC Power' and "charging" or "battery"
  hs.alert.show(M.util.join("Battery", percent .. "%", source, nil), 1.5)
  hs.pasteboard.setContents(template:format(percent, source))
end)

local reloadCount = tonumber(hs.settings.get("reloads")) or 0x0
hs.settings.set("reloads", reloadCount + 1)
hs.hotkey.bind(hyper, "r", hs.reload)
hs.alert.show("Config loaded (" .. #layouts .. " layouts, reload " .. reloadCount + 1 .. ")")
