// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.
// @ts-nocheck
import type { ErrorObject } from 'ajv';

/** A precompiled ajv validator: returns whether `data` is valid and leaves the first error on `errors`. */
export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export const validateChatErrorBodyCompiled = validate1;
const schema1 = {"type":"object","required":["error"],"properties":{"error":{"$ref":"#/$defs/ChatError"}}};
const schema2 = {"type":"object","required":["message","type"],"properties":{"message":{"type":"string"},"type":{"type":"string"},"param":{"type":["string","null"]},"code":{"type":["string","integer","null"]}}};

function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message === undefined) && (missing0 = "message")) || ((data.type === undefined) && (missing0 = "type"))){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.message !== undefined){
const _errs1 = errors;
if(typeof data.message !== "string"){
validate2.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs3 = errors;
if(typeof data.type !== "string"){
validate2.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.param !== undefined){
let data2 = data.param;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate2.errors = [{instancePath:instancePath+"/param",schemaPath:"#/properties/param/type",keyword:"type",params:{type: schema2.properties.param.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data3 = data.code;
const _errs7 = errors;
if(((typeof data3 !== "string") && (!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))))) && (data3 !== null)){
validate2.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: schema2.properties.code.type},message:"must be string,integer,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":{"message":true,"type":true,"param":true,"code":true},"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.error === undefined) && (missing0 = "error")){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
if(!(validate2(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
errors = vErrors.length;
}
}
}
}
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"error":true},"dynamicProps":false,"dynamicItems":false};

export const validateChatRequestCompiled = validate4;
const schema3 = {"type":"object","required":["model","messages"],"properties":{"model":{"type":"string","minLength":1},"messages":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/ChatMessage"}},"max_completion_tokens":{"type":["integer","null"],"minimum":1},"max_tokens":{"type":["integer","null"],"minimum":1},"temperature":{"type":["number","null"],"minimum":0,"maximum":2},"top_p":{"type":["number","null"],"minimum":0,"maximum":1},"n":{"type":["integer","null"],"minimum":1},"stop":{"anyOf":[{"type":"string"},{"type":"array","maxItems":4,"items":{"type":"string"}},{"type":"null"}]},"stream":{"type":["boolean","null"]},"stream_options":{"$ref":"#/$defs/ChatStreamOptions"},"tools":{"type":"array","items":{"$ref":"#/$defs/ChatTool"}},"tool_choice":{"$ref":"#/$defs/ChatToolChoice"},"parallel_tool_calls":{"type":"boolean"},"functions":{"type":"array","items":{"$ref":"#/$defs/ChatFunctionDefinition"}},"function_call":{"anyOf":[{"type":"string","enum":["none","auto"]},{"$ref":"#/$defs/ChatFunctionName"}]},"response_format":{"$ref":"#/$defs/ChatResponseFormat"},"reasoning_effort":{"type":["string","null"],"enum":["none","minimal","low","medium","high","xhigh","max",null]},"verbosity":{"type":["string","null"],"enum":["low","medium","high",null]},"frequency_penalty":{"type":["number","null"],"minimum":-2,"maximum":2},"presence_penalty":{"type":["number","null"],"minimum":-2,"maximum":2},"logit_bias":{"type":["object","null"],"additionalProperties":{"type":"number"}},"logprobs":{"type":["boolean","null"]},"top_logprobs":{"type":["integer","null"],"minimum":0},"seed":{"type":["integer","null"]},"user":{"type":"string"},"safety_identifier":{"type":["string","null"]},"prompt_cache_key":{"type":["string","null"]},"prompt_cache_retention":{"type":["string","null"]},"metadata":{"type":["object","null"],"additionalProperties":{"type":"string"}},"store":{"type":["boolean","null"]},"service_tier":{"type":["string","null"]},"modalities":{"type":["array","null"],"items":{"type":"string"}},"audio":{"type":["object","null"],"properties":{"voice":{"type":"string"},"format":{"type":"string"}}},"prediction":{"type":["object","null"],"required":["type"],"properties":{"type":{"type":"string"},"content":{}}},"web_search_options":{"type":"object"},"system":{"anyOf":[{"$ref":"#/$defs/ChatTextContent"},{"type":"null"}]}}};
import func0Module from "ajv/dist/runtime/ucs2length.js";
const func0 = func0Module.default ?? func0Module;
const schema4 = {"type":"object","oneOf":[{"$ref":"#/$defs/ChatSystemMessage"},{"$ref":"#/$defs/ChatDeveloperMessage"},{"$ref":"#/$defs/ChatUserMessage"},{"$ref":"#/$defs/ChatAssistantMessage"},{"$ref":"#/$defs/ChatToolMessage"},{"$ref":"#/$defs/ChatFunctionMessage"}],"discriminator":{"propertyName":"role"}};
const schema5 = {"type":"object","required":["role","content"],"properties":{"role":{"type":"string","const":"system"},"content":{"$ref":"#/$defs/ChatTextContent"},"name":{"type":"string"}}};
const schema6 = {"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/ChatTextPart"}}]};
const schema7 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"text"},"text":{"type":"string"}}};

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate8.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.text === undefined) && (missing0 = "text"))){
validate8.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate8.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("text" !== data0){
validate8.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs3 = errors;
if(typeof data.text !== "string"){
validate8.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}
validate8.evaluated = {"props":{"type":true,"text":true},"dynamicProps":false,"dynamicItems":false};


function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate7.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data)){
var valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate8(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate7.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate7.errors = vErrors;
evaluated0.items = items0;
return errors === 0;
}
validate7.evaluated = {"dynamicProps":false,"dynamicItems":true};


function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate6.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.role === undefined) && (missing0 = "role")) || ((data.content === undefined) && (missing0 = "content"))){
validate6.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate6.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("system" !== data0){
validate6.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "system"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs3 = errors;
if(!(validate7(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate6.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"props":{"role":true,"content":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema8 = {"type":"object","required":["role","content"],"properties":{"role":{"type":"string","const":"developer"},"content":{"$ref":"#/$defs/ChatTextContent"},"name":{"type":"string"}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate11.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.role === undefined) && (missing0 = "role")) || ((data.content === undefined) && (missing0 = "content"))){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate11.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("developer" !== data0){
validate11.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "developer"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs3 = errors;
if(!(validate7(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate11.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}
validate11.evaluated = {"props":{"role":true,"content":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema9 = {"type":"object","required":["role","content"],"properties":{"role":{"type":"string","const":"user"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/ChatUserContentPart"}}]},"name":{"type":"string"}}};
const schema10 = {"type":"object","oneOf":[{"$ref":"#/$defs/ChatTextPart"},{"$ref":"#/$defs/ChatImagePart"},{"$ref":"#/$defs/ChatAudioPart"},{"$ref":"#/$defs/ChatFilePart"}],"discriminator":{"propertyName":"type"}};
const schema11 = {"type":"object","required":["type","image_url"],"properties":{"type":{"type":"string","const":"image_url"},"image_url":{"type":"object","required":["url"],"properties":{"url":{"type":"string"},"detail":{"type":"string","enum":["auto","low","high"]}}}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate15.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.image_url === undefined) && (missing0 = "image_url"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate15.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("image_url" !== data0){
validate15.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "image_url"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.image_url !== undefined){
let data1 = data.image_url;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.url === undefined) && (missing1 = "url")){
validate15.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.url !== undefined){
const _errs5 = errors;
if(typeof data1.url !== "string"){
validate15.errors = [{instancePath:instancePath+"/image_url/url",schemaPath:"#/properties/image_url/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.detail !== undefined){
let data3 = data1.detail;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate15.errors = [{instancePath:instancePath+"/image_url/detail",schemaPath:"#/properties/image_url/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "auto") || (data3 === "low")) || (data3 === "high"))){
validate15.errors = [{instancePath:instancePath+"/image_url/detail",schemaPath:"#/properties/image_url/properties/detail/enum",keyword:"enum",params:{allowedValues: schema11.properties.image_url.properties.detail.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}
validate15.evaluated = {"props":{"type":true,"image_url":true},"dynamicProps":false,"dynamicItems":false};

const schema12 = {"type":"object","required":["type","input_audio"],"properties":{"type":{"type":"string","const":"input_audio"},"input_audio":{"type":"object","required":["data","format"],"properties":{"data":{"type":"string"},"format":{"type":"string"}}}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate16.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.input_audio === undefined) && (missing0 = "input_audio"))){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate16.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("input_audio" !== data0){
validate16.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "input_audio"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_audio !== undefined){
let data1 = data.input_audio;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.data === undefined) && (missing1 = "data")) || ((data1.format === undefined) && (missing1 = "format"))){
validate16.errors = [{instancePath:instancePath+"/input_audio",schemaPath:"#/properties/input_audio/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.data !== undefined){
const _errs5 = errors;
if(typeof data1.data !== "string"){
validate16.errors = [{instancePath:instancePath+"/input_audio/data",schemaPath:"#/properties/input_audio/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.format !== undefined){
const _errs7 = errors;
if(typeof data1.format !== "string"){
validate16.errors = [{instancePath:instancePath+"/input_audio/format",schemaPath:"#/properties/input_audio/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/input_audio",schemaPath:"#/properties/input_audio/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}
validate16.evaluated = {"props":{"type":true,"input_audio":true},"dynamicProps":false,"dynamicItems":false};

const schema13 = {"type":"object","required":["type","file"],"properties":{"type":{"type":"string","const":"file"},"file":{"type":"object","properties":{"file_data":{"type":"string"},"file_id":{"type":"string"},"filename":{"type":"string"}}}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate17.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.file === undefined) && (missing0 = "file"))){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate17.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("file" !== data0){
validate17.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "file"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file !== undefined){
let data1 = data.file;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.file_data !== undefined){
const _errs5 = errors;
if(typeof data1.file_data !== "string"){
validate17.errors = [{instancePath:instancePath+"/file/file_data",schemaPath:"#/properties/file/properties/file_data/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.file_id !== undefined){
const _errs7 = errors;
if(typeof data1.file_id !== "string"){
validate17.errors = [{instancePath:instancePath+"/file/file_id",schemaPath:"#/properties/file/properties/file_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.filename !== undefined){
const _errs9 = errors;
if(typeof data1.filename !== "string"){
validate17.errors = [{instancePath:instancePath+"/file/filename",schemaPath:"#/properties/file/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}
validate17.evaluated = {"props":{"type":true,"file":true},"dynamicProps":false,"dynamicItems":false};


function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate14.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
if(!(validate8(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
}
else if(tag0 === "image_url"){
if(!(validate15(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.image_url = true;
}
}
else if(tag0 === "input_audio"){
if(!(validate16(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.input_audio = true;
}
}
else if(tag0 === "file"){
if(!(validate17(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.file = true;
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate14.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate13.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.role === undefined) && (missing0 = "role")) || ((data.content === undefined) && (missing0 = "content"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate13.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("user" !== data0){
validate13.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate14(data1[i0], {instancePath:instancePath+"/content/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err2 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate13.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs10 = errors;
if(typeof data.name !== "string"){
validate13.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}
validate13.evaluated = {"props":{"role":true,"content":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema14 = {"type":"object","required":["role"],"properties":{"role":{"type":"string","const":"assistant"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/ChatAssistantContentPart"}},{"type":"null"}]},"refusal":{"type":["string","null"]},"name":{"type":"string"},"tool_calls":{"type":"array","items":{"$ref":"#/$defs/ChatToolCall"}},"function_call":{"anyOf":[{"$ref":"#/$defs/ChatFunctionCall"},{"type":"null"}]},"annotations":{"type":"array","items":{"$ref":"#/$defs/ChatAnnotation"}},"audio":{"type":["object","null"],"properties":{"id":{"type":"string"}}},"reasoning_content":{"type":["string","null"]},"reasoning":{"type":["string","null"]}}};
const schema15 = {"type":"object","oneOf":[{"$ref":"#/$defs/ChatTextPart"},{"$ref":"#/$defs/ChatRefusalPart"}],"discriminator":{"propertyName":"type"}};
const schema16 = {"type":"object","required":["type","refusal"],"properties":{"type":{"type":"string","const":"refusal"},"refusal":{"type":"string"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.refusal === undefined) && (missing0 = "refusal"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate25.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("refusal" !== data0){
validate25.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "refusal"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusal !== undefined){
const _errs3 = errors;
if(typeof data.refusal !== "string"){
validate25.errors = [{instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"type":true,"refusal":true},"dynamicProps":false,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
if(!(validate8(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
}
else if(tag0 === "refusal"){
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.refusal = true;
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema17 = {"type":"object","oneOf":[{"$ref":"#/$defs/ChatFunctionToolCall"},{"$ref":"#/$defs/ChatCustomToolCall"}],"discriminator":{"propertyName":"type"}};
const schema18 = {"type":"object","required":["id","type","function"],"properties":{"id":{"type":"string"},"type":{"type":"string","const":"function"},"function":{"$ref":"#/$defs/ChatFunctionCall"}}};
const schema19 = {"type":"object","required":["name","arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string"}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.arguments === undefined) && (missing0 = "arguments"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs1 = errors;
if(typeof data.name !== "string"){
validate31.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.arguments !== undefined){
const _errs3 = errors;
if(typeof data.arguments !== "string"){
validate31.errors = [{instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"name":true,"arguments":true},"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.function === undefined) && (missing0 = "function"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate30.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate30.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function" !== data1){
validate30.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function !== undefined){
const _errs5 = errors;
if(!(validate31(data.function, {instancePath:instancePath+"/function",parentData:data,parentDataProperty:"function",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"id":true,"type":true,"function":true},"dynamicProps":false,"dynamicItems":false};

const schema20 = {"type":"object","required":["id","type","custom"],"properties":{"id":{"type":"string"},"type":{"type":"string","const":"custom"},"custom":{"type":"object","required":["name","input"],"properties":{"name":{"type":"string"},"input":{"type":"string"}}}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.custom === undefined) && (missing0 = "custom"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate33.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data1 = data.type;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate33.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("custom" !== data1){
validate33.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.custom !== undefined){
let data2 = data.custom;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.name === undefined) && (missing1 = "name")) || ((data2.input === undefined) && (missing1 = "input"))){
validate33.errors = [{instancePath:instancePath+"/custom",schemaPath:"#/properties/custom/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.name !== undefined){
const _errs7 = errors;
if(typeof data2.name !== "string"){
validate33.errors = [{instancePath:instancePath+"/custom/name",schemaPath:"#/properties/custom/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.input !== undefined){
const _errs9 = errors;
if(typeof data2.input !== "string"){
validate33.errors = [{instancePath:instancePath+"/custom/input",schemaPath:"#/properties/custom/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/custom",schemaPath:"#/properties/custom/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"id":true,"type":true,"custom":true},"dynamicProps":false,"dynamicItems":false};


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "function"){
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var props0 = {};
props0.id = true;
props0.type = true;
props0.function = true;
}
else if(tag0 === "custom"){
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.id = true;
props0.type = true;
props0.custom = true;
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema21 = {"type":"object","required":["type"],"properties":{"type":{"type":"string"},"url_citation":{"type":"object","properties":{"url":{"type":"string"},"title":{"type":"string"},"start_index":{"type":"integer"},"end_index":{"type":"integer"}}}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
const _errs1 = errors;
if(typeof data.type !== "string"){
validate38.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url_citation !== undefined){
let data1 = data.url_citation;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.url !== undefined){
const _errs5 = errors;
if(typeof data1.url !== "string"){
validate38.errors = [{instancePath:instancePath+"/url_citation/url",schemaPath:"#/properties/url_citation/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.title !== undefined){
const _errs7 = errors;
if(typeof data1.title !== "string"){
validate38.errors = [{instancePath:instancePath+"/url_citation/title",schemaPath:"#/properties/url_citation/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.start_index !== undefined){
let data4 = data1.start_index;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate38.errors = [{instancePath:instancePath+"/url_citation/start_index",schemaPath:"#/properties/url_citation/properties/start_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.end_index !== undefined){
let data5 = data1.end_index;
const _errs11 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate38.errors = [{instancePath:instancePath+"/url_citation/end_index",schemaPath:"#/properties/url_citation/properties/end_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/url_citation",schemaPath:"#/properties/url_citation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"type":true,"url_citation":true},"dynamicProps":false,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.role === undefined) && (missing0 = "role")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate23.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("assistant" !== data0){
validate23.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs3 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate24(data1[i0], {instancePath:instancePath+"/content/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
const err1 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate23.errors = vErrors;
return false;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusal !== undefined){
let data3 = data.refusal;
const _errs12 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate23.errors = [{instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: schema14.properties.refusal.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs14 = errors;
if(typeof data.name !== "string"){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_calls !== undefined){
let data5 = data.tool_calls;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data5)){
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs18 = errors;
if(!(validate29(data5[i1], {instancePath:instancePath+"/tool_calls/" + i1,parentData:data5,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function_call !== undefined){
let data7 = data.function_call;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(!(validate31(data7, {instancePath:instancePath+"/function_call",parentData:data,parentDataProperty:"function_call",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(_valid1){
var props2 = {};
props2.name = true;
props2.arguments = true;
}
const _errs22 = errors;
if(data7 !== null){
const err4 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err5 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate23.errors = vErrors;
return false;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotations !== undefined){
let data8 = data.annotations;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data8)){
var valid5 = true;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
const _errs26 = errors;
if(!(validate38(data8[i2], {instancePath:instancePath+"/annotations/" + i2,parentData:data8,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
if(!valid5){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audio !== undefined){
let data10 = data.audio;
const _errs27 = errors;
if((!(data10 && typeof data10 == "object" && !Array.isArray(data10))) && (data10 !== null)){
validate23.errors = [{instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: schema14.properties.audio.type},message:"must be object,null"}];
return false;
}
if(errors === _errs27){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.id !== undefined){
if(typeof data10.id !== "string"){
validate23.errors = [{instancePath:instancePath+"/audio/id",schemaPath:"#/properties/audio/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning_content !== undefined){
let data12 = data.reasoning_content;
const _errs31 = errors;
if((typeof data12 !== "string") && (data12 !== null)){
validate23.errors = [{instancePath:instancePath+"/reasoning_content",schemaPath:"#/properties/reasoning_content/type",keyword:"type",params:{type: schema14.properties.reasoning_content.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning !== undefined){
let data13 = data.reasoning;
const _errs33 = errors;
if((typeof data13 !== "string") && (data13 !== null)){
validate23.errors = [{instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/type",keyword:"type",params:{type: schema14.properties.reasoning.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"role":true,"content":true,"refusal":true,"name":true,"tool_calls":true,"function_call":true,"annotations":true,"audio":true,"reasoning_content":true,"reasoning":true},"dynamicProps":false,"dynamicItems":false};

const schema22 = {"type":"object","required":["role","content","tool_call_id"],"properties":{"role":{"type":"string","const":"tool"},"content":{"$ref":"#/$defs/ChatTextContent"},"tool_call_id":{"type":"string"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.role === undefined) && (missing0 = "role")) || ((data.content === undefined) && (missing0 = "content"))) || ((data.tool_call_id === undefined) && (missing0 = "tool_call_id"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate40.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("tool" !== data0){
validate40.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "tool"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs3 = errors;
if(!(validate7(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_call_id !== undefined){
const _errs4 = errors;
if(typeof data.tool_call_id !== "string"){
validate40.errors = [{instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"role":true,"content":true,"tool_call_id":true},"dynamicProps":false,"dynamicItems":false};

const schema23 = {"type":"object","required":["role","content","name"],"properties":{"role":{"type":"string","const":"function"},"content":{"type":["string","null"]},"name":{"type":"string"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.role === undefined) && (missing0 = "role")) || ((data.content === undefined) && (missing0 = "content"))) || ((data.name === undefined) && (missing0 = "name"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate42.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function" !== data0){
validate42.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate42.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: schema23.properties.content.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate42.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"role":true,"content":true,"name":true},"dynamicProps":false,"dynamicItems":false};


function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate5.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.role;
if(typeof tag0 == "string"){
if(tag0 === "system"){
if(!(validate6(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var props0 = {};
props0.role = true;
props0.content = true;
props0.name = true;
}
else if(tag0 === "developer"){
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.name = true;
}
}
else if(tag0 === "user"){
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.name = true;
}
}
else if(tag0 === "assistant"){
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.refusal = true;
props0.name = true;
props0.tool_calls = true;
props0.function_call = true;
props0.annotations = true;
props0.audio = true;
props0.reasoning_content = true;
props0.reasoning = true;
}
}
else if(tag0 === "tool"){
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.tool_call_id = true;
}
}
else if(tag0 === "function"){
if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.name = true;
}
}
else {
validate5.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "role", tagValue: tag0},message:"value of tag \"role\" must be in oneOf"}];
return false;
}
}
else {
validate5.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "role", tagValue: tag0},message:"tag \"role\" must be string"}];
return false;
}
}
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate5.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema24 = {"type":["object","null"],"properties":{"include_usage":{"type":"boolean"},"include_obfuscation":{"type":"boolean"}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema24.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.include_usage !== undefined){
const _errs1 = errors;
if(typeof data.include_usage !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/include_usage",schemaPath:"#/properties/include_usage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.include_obfuscation !== undefined){
const _errs3 = errors;
if(typeof data.include_obfuscation !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/include_obfuscation",schemaPath:"#/properties/include_obfuscation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":{"include_usage":true,"include_obfuscation":true},"dynamicProps":false,"dynamicItems":false};

const schema25 = {"type":"object","oneOf":[{"$ref":"#/$defs/ChatFunctionTool"},{"$ref":"#/$defs/ChatCustomTool"}],"discriminator":{"propertyName":"type"}};
const schema26 = {"type":"object","required":["type","function"],"properties":{"type":{"type":"string","const":"function"},"function":{"$ref":"#/$defs/ChatFunctionDefinition"}}};
const schema27 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1},"description":{"type":"string"},"parameters":{"type":"object"},"strict":{"type":["boolean","null"]}}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate54.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate54.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parameters !== undefined){
let data2 = data.parameters;
const _errs5 = errors;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate54.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.strict !== undefined){
let data3 = data.strict;
const _errs7 = errors;
if((typeof data3 !== "boolean") && (data3 !== null)){
validate54.errors = [{instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: schema27.properties.strict.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":{"name":true,"description":true,"parameters":true,"strict":true},"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.function === undefined) && (missing0 = "function"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate53.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function" !== data0){
validate53.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function !== undefined){
const _errs3 = errors;
if(!(validate54(data.function, {instancePath:instancePath+"/function",parentData:data,parentDataProperty:"function",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":{"type":true,"function":true},"dynamicProps":false,"dynamicItems":false};

const schema28 = {"type":"object","required":["type","custom"],"properties":{"type":{"type":"string","const":"custom"},"custom":{"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1},"description":{"type":"string"},"format":{"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["text","grammar"]},"grammar":{"type":"object","properties":{"definition":{"type":"string"},"syntax":{"type":"string"}}}}}}}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.custom === undefined) && (missing0 = "custom"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate56.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("custom" !== data0){
validate56.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.custom !== undefined){
let data1 = data.custom;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.name === undefined) && (missing1 = "name")){
validate56.errors = [{instancePath:instancePath+"/custom",schemaPath:"#/properties/custom/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.name !== undefined){
let data2 = data1.name;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate56.errors = [{instancePath:instancePath+"/custom/name",schemaPath:"#/properties/custom/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/custom/name",schemaPath:"#/properties/custom/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.description !== undefined){
const _errs7 = errors;
if(typeof data1.description !== "string"){
validate56.errors = [{instancePath:instancePath+"/custom/description",schemaPath:"#/properties/custom/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.format !== undefined){
let data4 = data1.format;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((data4.type === undefined) && (missing2 = "type")){
validate56.errors = [{instancePath:instancePath+"/custom/format",schemaPath:"#/properties/custom/properties/format/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.type !== undefined){
let data5 = data4.type;
const _errs11 = errors;
if(typeof data5 !== "string"){
validate56.errors = [{instancePath:instancePath+"/custom/format/type",schemaPath:"#/properties/custom/properties/format/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "text") || (data5 === "grammar"))){
validate56.errors = [{instancePath:instancePath+"/custom/format/type",schemaPath:"#/properties/custom/properties/format/properties/type/enum",keyword:"enum",params:{allowedValues: schema28.properties.custom.properties.format.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.grammar !== undefined){
let data6 = data4.grammar;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.definition !== undefined){
const _errs15 = errors;
if(typeof data6.definition !== "string"){
validate56.errors = [{instancePath:instancePath+"/custom/format/grammar/definition",schemaPath:"#/properties/custom/properties/format/properties/grammar/properties/definition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.syntax !== undefined){
const _errs17 = errors;
if(typeof data6.syntax !== "string"){
validate56.errors = [{instancePath:instancePath+"/custom/format/grammar/syntax",schemaPath:"#/properties/custom/properties/format/properties/grammar/properties/syntax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/custom/format/grammar",schemaPath:"#/properties/custom/properties/format/properties/grammar/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/custom/format",schemaPath:"#/properties/custom/properties/format/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/custom",schemaPath:"#/properties/custom/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"type":true,"custom":true},"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "function"){
if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.function = true;
}
else if(tag0 === "custom"){
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.custom = true;
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate52.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema29 = {"anyOf":[{"type":"string","enum":["none","auto","required"]},{"$ref":"#/$defs/ChatNamedToolChoice"},{"$ref":"#/$defs/ChatNamedCustomToolChoice"},{"$ref":"#/$defs/ChatAllowedToolsChoice"}]};
const schema30 = {"type":"object","required":["type","function"],"properties":{"type":{"type":"string","const":"function"},"function":{"$ref":"#/$defs/ChatFunctionName"}}};
const schema31 = {"type":"object","required":["name"],"properties":{"name":{"type":"string"}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
if(typeof data.name !== "string"){
validate62.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"name":true},"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.function === undefined) && (missing0 = "function"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate61.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function" !== data0){
validate61.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function !== undefined){
const _errs3 = errors;
if(!(validate62(data.function, {instancePath:instancePath+"/function",parentData:data,parentDataProperty:"function",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"type":true,"function":true},"dynamicProps":false,"dynamicItems":false};

const schema32 = {"type":"object","required":["type","custom"],"properties":{"type":{"type":"string","const":"custom"},"custom":{"$ref":"#/$defs/ChatFunctionName"}}};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.custom === undefined) && (missing0 = "custom"))){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate65.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("custom" !== data0){
validate65.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.custom !== undefined){
const _errs3 = errors;
if(!(validate62(data.custom, {instancePath:instancePath+"/custom",parentData:data,parentDataProperty:"custom",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":{"type":true,"custom":true},"dynamicProps":false,"dynamicItems":false};

const schema33 = {"type":"object","required":["type","allowed_tools"],"properties":{"type":{"type":"string","const":"allowed_tools"},"allowed_tools":{"type":"object","required":["mode","tools"],"properties":{"mode":{"type":"string","enum":["auto","required"]},"tools":{"type":"array","items":{"type":"object"}}}}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.allowed_tools === undefined) && (missing0 = "allowed_tools"))){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate68.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("allowed_tools" !== data0){
validate68.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "allowed_tools"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allowed_tools !== undefined){
let data1 = data.allowed_tools;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.mode === undefined) && (missing1 = "mode")) || ((data1.tools === undefined) && (missing1 = "tools"))){
validate68.errors = [{instancePath:instancePath+"/allowed_tools",schemaPath:"#/properties/allowed_tools/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.mode !== undefined){
let data2 = data1.mode;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate68.errors = [{instancePath:instancePath+"/allowed_tools/mode",schemaPath:"#/properties/allowed_tools/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "auto") || (data2 === "required"))){
validate68.errors = [{instancePath:instancePath+"/allowed_tools/mode",schemaPath:"#/properties/allowed_tools/properties/mode/enum",keyword:"enum",params:{allowedValues: schema33.properties.allowed_tools.properties.mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.tools !== undefined){
let data3 = data1.tools;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate68.errors = [{instancePath:instancePath+"/allowed_tools/tools/" + i0,schemaPath:"#/properties/allowed_tools/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/allowed_tools/tools",schemaPath:"#/properties/allowed_tools/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/allowed_tools",schemaPath:"#/properties/allowed_tools/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"type":true,"allowed_tools":true},"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "none") || (data === "auto")) || (data === "required"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema29.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.function = true;
}
const _errs4 = errors;
if(!(validate65(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.custom = true;
}
}
const _errs5 = errors;
if(!(validate68(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.allowed_tools = true;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate60.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate60.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate60.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema34 = {"type":"object","oneOf":[{"$ref":"#/$defs/ChatResponseFormatText"},{"$ref":"#/$defs/ChatResponseFormatJsonObject"},{"$ref":"#/$defs/ChatResponseFormatJsonSchema"}],"discriminator":{"propertyName":"type"}};
const schema35 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"text"}}};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate74.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("text" !== data0){
validate74.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"}];
return false;
}
}
}
}
else {
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema36 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"json_object"}}};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate75.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("json_object" !== data0){
validate75.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "json_object"},message:"must be equal to constant"}];
return false;
}
}
}
}
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema37 = {"type":"object","required":["type","json_schema"],"properties":{"type":{"type":"string","const":"json_schema"},"json_schema":{"type":"object","required":["name"],"properties":{"name":{"type":"string"},"description":{"type":"string"},"schema":{"type":"object"},"strict":{"type":["boolean","null"]}}}}};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.json_schema === undefined) && (missing0 = "json_schema"))){
validate76.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate76.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("json_schema" !== data0){
validate76.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "json_schema"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.json_schema !== undefined){
let data1 = data.json_schema;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.name === undefined) && (missing1 = "name")){
validate76.errors = [{instancePath:instancePath+"/json_schema",schemaPath:"#/properties/json_schema/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.name !== undefined){
const _errs5 = errors;
if(typeof data1.name !== "string"){
validate76.errors = [{instancePath:instancePath+"/json_schema/name",schemaPath:"#/properties/json_schema/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.description !== undefined){
const _errs7 = errors;
if(typeof data1.description !== "string"){
validate76.errors = [{instancePath:instancePath+"/json_schema/description",schemaPath:"#/properties/json_schema/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.schema !== undefined){
let data4 = data1.schema;
const _errs9 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
validate76.errors = [{instancePath:instancePath+"/json_schema/schema",schemaPath:"#/properties/json_schema/properties/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.strict !== undefined){
let data5 = data1.strict;
const _errs11 = errors;
if((typeof data5 !== "boolean") && (data5 !== null)){
validate76.errors = [{instancePath:instancePath+"/json_schema/strict",schemaPath:"#/properties/json_schema/properties/strict/type",keyword:"type",params:{type: schema37.properties.json_schema.properties.strict.type},message:"must be boolean,null"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate76.errors = [{instancePath:instancePath+"/json_schema",schemaPath:"#/properties/json_schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate76.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":{"type":true,"json_schema":true},"dynamicProps":false,"dynamicItems":false};


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
if(!(validate74(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
}
else if(tag0 === "json_object"){
if(!(validate75(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "json_schema"){
if(!(validate76(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.json_schema = true;
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate73.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.model === undefined) && (missing0 = "model")) || ((data.messages === undefined) && (missing0 = "messages"))){
validate4.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.model !== undefined){
let data0 = data.model;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate4.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate4.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messages !== undefined){
let data1 = data.messages;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
if(data1.length < 1){
validate4.errors = [{instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate5(data1[i0], {instancePath:instancePath+"/messages/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_completion_tokens !== undefined){
let data3 = data.max_completion_tokens;
const _errs6 = errors;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
validate4.errors = [{instancePath:instancePath+"/max_completion_tokens",schemaPath:"#/properties/max_completion_tokens/type",keyword:"type",params:{type: schema3.properties.max_completion_tokens.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs6){
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
validate4.errors = [{instancePath:instancePath+"/max_completion_tokens",schemaPath:"#/properties/max_completion_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_tokens !== undefined){
let data4 = data.max_tokens;
const _errs8 = errors;
if((!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))) && (data4 !== null)){
validate4.errors = [{instancePath:instancePath+"/max_tokens",schemaPath:"#/properties/max_tokens/type",keyword:"type",params:{type: schema3.properties.max_tokens.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs8){
if(typeof data4 == "number"){
if(data4 < 1 || isNaN(data4)){
validate4.errors = [{instancePath:instancePath+"/max_tokens",schemaPath:"#/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.temperature !== undefined){
let data5 = data.temperature;
const _errs10 = errors;
if((!(typeof data5 == "number")) && (data5 !== null)){
validate4.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: schema3.properties.temperature.type},message:"must be number,null"}];
return false;
}
if(errors === _errs10){
if(typeof data5 == "number"){
if(data5 > 2 || isNaN(data5)){
validate4.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate4.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.top_p !== undefined){
let data6 = data.top_p;
const _errs12 = errors;
if((!(typeof data6 == "number")) && (data6 !== null)){
validate4.errors = [{instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/type",keyword:"type",params:{type: schema3.properties.top_p.type},message:"must be number,null"}];
return false;
}
if(errors === _errs12){
if(typeof data6 == "number"){
if(data6 > 1 || isNaN(data6)){
validate4.errors = [{instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate4.errors = [{instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.n !== undefined){
let data7 = data.n;
const _errs14 = errors;
if((!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))) && (data7 !== null)){
validate4.errors = [{instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: schema3.properties.n.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs14){
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
validate4.errors = [{instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stop !== undefined){
let data8 = data.stop;
const _errs16 = errors;
const _errs17 = errors;
let valid2 = false;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err0 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data8)){
if(data8.length > 4){
const err1 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
var valid3 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
const _errs22 = errors;
if(typeof data8[i1] !== "string"){
const err2 = {instancePath:instancePath+"/stop/" + i1,schemaPath:"#/properties/stop/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs20 === errors;
valid2 = valid2 || _valid0;
const _errs24 = errors;
if(data8 !== null){
const err4 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err5 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate4.errors = vErrors;
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stream !== undefined){
let data10 = data.stream;
const _errs26 = errors;
if((typeof data10 !== "boolean") && (data10 !== null)){
validate4.errors = [{instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: schema3.properties.stream.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stream_options !== undefined){
const _errs28 = errors;
if(!(validate50(data.stream_options, {instancePath:instancePath+"/stream_options",parentData:data,parentDataProperty:"stream_options",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data12 = data.tools;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data12)){
var valid4 = true;
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
const _errs31 = errors;
if(!(validate52(data12[i2], {instancePath:instancePath+"/tools/" + i2,parentData:data12,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid4 = _errs31 === errors;
if(!valid4){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_choice !== undefined){
const _errs32 = errors;
if(!(validate60(data.tool_choice, {instancePath:instancePath+"/tool_choice",parentData:data,parentDataProperty:"tool_choice",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parallel_tool_calls !== undefined){
const _errs33 = errors;
if(typeof data.parallel_tool_calls !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/parallel_tool_calls",schemaPath:"#/properties/parallel_tool_calls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.functions !== undefined){
let data16 = data.functions;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data16)){
var valid5 = true;
const len3 = data16.length;
for(let i3=0; i3<len3; i3++){
const _errs37 = errors;
if(!(validate54(data16[i3], {instancePath:instancePath+"/functions/" + i3,parentData:data16,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid5 = _errs37 === errors;
if(!valid5){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/functions",schemaPath:"#/properties/functions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function_call !== undefined){
let data18 = data.function_call;
const _errs38 = errors;
const _errs39 = errors;
let valid6 = false;
const _errs40 = errors;
if(typeof data18 !== "string"){
const err6 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data18 === "none") || (data18 === "auto"))){
const err7 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema3.properties.function_call.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid6 = valid6 || _valid1;
const _errs42 = errors;
if(!(validate62(data18, {instancePath:instancePath+"/function_call",parentData:data,parentDataProperty:"function_call",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var _valid1 = _errs42 === errors;
valid6 = valid6 || _valid1;
if(_valid1){
var props3 = {};
props3.name = true;
}
if(!valid6){
const err8 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate4.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response_format !== undefined){
const _errs43 = errors;
if(!(validate73(data.response_format, {instancePath:instancePath+"/response_format",parentData:data,parentDataProperty:"response_format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning_effort !== undefined){
let data20 = data.reasoning_effort;
const _errs44 = errors;
if((typeof data20 !== "string") && (data20 !== null)){
validate4.errors = [{instancePath:instancePath+"/reasoning_effort",schemaPath:"#/properties/reasoning_effort/type",keyword:"type",params:{type: schema3.properties.reasoning_effort.type},message:"must be string,null"}];
return false;
}
if(!((((((((data20 === "none") || (data20 === "minimal")) || (data20 === "low")) || (data20 === "medium")) || (data20 === "high")) || (data20 === "xhigh")) || (data20 === "max")) || (data20 === null))){
validate4.errors = [{instancePath:instancePath+"/reasoning_effort",schemaPath:"#/properties/reasoning_effort/enum",keyword:"enum",params:{allowedValues: schema3.properties.reasoning_effort.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verbosity !== undefined){
let data21 = data.verbosity;
const _errs46 = errors;
if((typeof data21 !== "string") && (data21 !== null)){
validate4.errors = [{instancePath:instancePath+"/verbosity",schemaPath:"#/properties/verbosity/type",keyword:"type",params:{type: schema3.properties.verbosity.type},message:"must be string,null"}];
return false;
}
if(!((((data21 === "low") || (data21 === "medium")) || (data21 === "high")) || (data21 === null))){
validate4.errors = [{instancePath:instancePath+"/verbosity",schemaPath:"#/properties/verbosity/enum",keyword:"enum",params:{allowedValues: schema3.properties.verbosity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.frequency_penalty !== undefined){
let data22 = data.frequency_penalty;
const _errs48 = errors;
if((!(typeof data22 == "number")) && (data22 !== null)){
validate4.errors = [{instancePath:instancePath+"/frequency_penalty",schemaPath:"#/properties/frequency_penalty/type",keyword:"type",params:{type: schema3.properties.frequency_penalty.type},message:"must be number,null"}];
return false;
}
if(errors === _errs48){
if(typeof data22 == "number"){
if(data22 > 2 || isNaN(data22)){
validate4.errors = [{instancePath:instancePath+"/frequency_penalty",schemaPath:"#/properties/frequency_penalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"}];
return false;
}
else {
if(data22 < -2 || isNaN(data22)){
validate4.errors = [{instancePath:instancePath+"/frequency_penalty",schemaPath:"#/properties/frequency_penalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2},message:"must be >= -2"}];
return false;
}
}
}
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.presence_penalty !== undefined){
let data23 = data.presence_penalty;
const _errs50 = errors;
if((!(typeof data23 == "number")) && (data23 !== null)){
validate4.errors = [{instancePath:instancePath+"/presence_penalty",schemaPath:"#/properties/presence_penalty/type",keyword:"type",params:{type: schema3.properties.presence_penalty.type},message:"must be number,null"}];
return false;
}
if(errors === _errs50){
if(typeof data23 == "number"){
if(data23 > 2 || isNaN(data23)){
validate4.errors = [{instancePath:instancePath+"/presence_penalty",schemaPath:"#/properties/presence_penalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"}];
return false;
}
else {
if(data23 < -2 || isNaN(data23)){
validate4.errors = [{instancePath:instancePath+"/presence_penalty",schemaPath:"#/properties/presence_penalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2},message:"must be >= -2"}];
return false;
}
}
}
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logit_bias !== undefined){
let data24 = data.logit_bias;
const _errs52 = errors;
if((!(data24 && typeof data24 == "object" && !Array.isArray(data24))) && (data24 !== null)){
validate4.errors = [{instancePath:instancePath+"/logit_bias",schemaPath:"#/properties/logit_bias/type",keyword:"type",params:{type: schema3.properties.logit_bias.type},message:"must be object,null"}];
return false;
}
if(errors === _errs52){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key0 in data24){
const _errs55 = errors;
if(!(typeof data24[key0] == "number")){
validate4.errors = [{instancePath:instancePath+"/logit_bias/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/logit_bias/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid7 = _errs55 === errors;
if(!valid7){
break;
}
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logprobs !== undefined){
let data26 = data.logprobs;
const _errs57 = errors;
if((typeof data26 !== "boolean") && (data26 !== null)){
validate4.errors = [{instancePath:instancePath+"/logprobs",schemaPath:"#/properties/logprobs/type",keyword:"type",params:{type: schema3.properties.logprobs.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.top_logprobs !== undefined){
let data27 = data.top_logprobs;
const _errs59 = errors;
if((!((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27)))) && (data27 !== null)){
validate4.errors = [{instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/type",keyword:"type",params:{type: schema3.properties.top_logprobs.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs59){
if(typeof data27 == "number"){
if(data27 < 0 || isNaN(data27)){
validate4.errors = [{instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seed !== undefined){
let data28 = data.seed;
const _errs61 = errors;
if((!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))) && (data28 !== null)){
validate4.errors = [{instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: schema3.properties.seed.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
const _errs63 = errors;
if(typeof data.user !== "string"){
validate4.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.safety_identifier !== undefined){
let data30 = data.safety_identifier;
const _errs65 = errors;
if((typeof data30 !== "string") && (data30 !== null)){
validate4.errors = [{instancePath:instancePath+"/safety_identifier",schemaPath:"#/properties/safety_identifier/type",keyword:"type",params:{type: schema3.properties.safety_identifier.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt_cache_key !== undefined){
let data31 = data.prompt_cache_key;
const _errs67 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
validate4.errors = [{instancePath:instancePath+"/prompt_cache_key",schemaPath:"#/properties/prompt_cache_key/type",keyword:"type",params:{type: schema3.properties.prompt_cache_key.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt_cache_retention !== undefined){
let data32 = data.prompt_cache_retention;
const _errs69 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
validate4.errors = [{instancePath:instancePath+"/prompt_cache_retention",schemaPath:"#/properties/prompt_cache_retention/type",keyword:"type",params:{type: schema3.properties.prompt_cache_retention.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data33 = data.metadata;
const _errs71 = errors;
if((!(data33 && typeof data33 == "object" && !Array.isArray(data33))) && (data33 !== null)){
validate4.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: schema3.properties.metadata.type},message:"must be object,null"}];
return false;
}
if(errors === _errs71){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key1 in data33){
const _errs74 = errors;
if(typeof data33[key1] !== "string"){
validate4.errors = [{instancePath:instancePath+"/metadata/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs74 === errors;
if(!valid8){
break;
}
}
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store !== undefined){
let data35 = data.store;
const _errs76 = errors;
if((typeof data35 !== "boolean") && (data35 !== null)){
validate4.errors = [{instancePath:instancePath+"/store",schemaPath:"#/properties/store/type",keyword:"type",params:{type: schema3.properties.store.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_tier !== undefined){
let data36 = data.service_tier;
const _errs78 = errors;
if((typeof data36 !== "string") && (data36 !== null)){
validate4.errors = [{instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: schema3.properties.service_tier.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs78 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modalities !== undefined){
let data37 = data.modalities;
const _errs80 = errors;
if((!(Array.isArray(data37))) && (data37 !== null)){
validate4.errors = [{instancePath:instancePath+"/modalities",schemaPath:"#/properties/modalities/type",keyword:"type",params:{type: schema3.properties.modalities.type},message:"must be array,null"}];
return false;
}
if(errors === _errs80){
if(Array.isArray(data37)){
var valid9 = true;
const len4 = data37.length;
for(let i4=0; i4<len4; i4++){
const _errs82 = errors;
if(typeof data37[i4] !== "string"){
validate4.errors = [{instancePath:instancePath+"/modalities/" + i4,schemaPath:"#/properties/modalities/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs82 === errors;
if(!valid9){
break;
}
}
}
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audio !== undefined){
let data39 = data.audio;
const _errs84 = errors;
if((!(data39 && typeof data39 == "object" && !Array.isArray(data39))) && (data39 !== null)){
validate4.errors = [{instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: schema3.properties.audio.type},message:"must be object,null"}];
return false;
}
if(errors === _errs84){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.voice !== undefined){
const _errs86 = errors;
if(typeof data39.voice !== "string"){
validate4.errors = [{instancePath:instancePath+"/audio/voice",schemaPath:"#/properties/audio/properties/voice/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs86 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data39.format !== undefined){
const _errs88 = errors;
if(typeof data39.format !== "string"){
validate4.errors = [{instancePath:instancePath+"/audio/format",schemaPath:"#/properties/audio/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs88 === errors;
}
else {
var valid10 = true;
}
}
}
}
var valid0 = _errs84 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prediction !== undefined){
let data42 = data.prediction;
const _errs90 = errors;
if((!(data42 && typeof data42 == "object" && !Array.isArray(data42))) && (data42 !== null)){
validate4.errors = [{instancePath:instancePath+"/prediction",schemaPath:"#/properties/prediction/type",keyword:"type",params:{type: schema3.properties.prediction.type},message:"must be object,null"}];
return false;
}
if(errors === _errs90){
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
let missing1;
if((data42.type === undefined) && (missing1 = "type")){
validate4.errors = [{instancePath:instancePath+"/prediction",schemaPath:"#/properties/prediction/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data42.type !== undefined){
if(typeof data42.type !== "string"){
validate4.errors = [{instancePath:instancePath+"/prediction/type",schemaPath:"#/properties/prediction/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.web_search_options !== undefined){
let data44 = data.web_search_options;
const _errs94 = errors;
if(!(data44 && typeof data44 == "object" && !Array.isArray(data44))){
validate4.errors = [{instancePath:instancePath+"/web_search_options",schemaPath:"#/properties/web_search_options/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs94 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.system !== undefined){
let data45 = data.system;
const _errs96 = errors;
const _errs97 = errors;
let valid12 = false;
const _errs98 = errors;
if(!(validate7(data45, {instancePath:instancePath+"/system",parentData:data,parentDataProperty:"system",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var _valid2 = _errs98 === errors;
valid12 = valid12 || _valid2;
const _errs99 = errors;
if(data45 !== null){
const err9 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs99 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const err10 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate4.errors = vErrors;
return false;
}
else {
errors = _errs97;
if(vErrors !== null){
if(_errs97){
vErrors.length = _errs97;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs96 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":{"model":true,"messages":true,"max_completion_tokens":true,"max_tokens":true,"temperature":true,"top_p":true,"n":true,"stop":true,"stream":true,"stream_options":true,"tools":true,"tool_choice":true,"parallel_tool_calls":true,"functions":true,"function_call":true,"response_format":true,"reasoning_effort":true,"verbosity":true,"frequency_penalty":true,"presence_penalty":true,"logit_bias":true,"logprobs":true,"top_logprobs":true,"seed":true,"user":true,"safety_identifier":true,"prompt_cache_key":true,"prompt_cache_retention":true,"metadata":true,"store":true,"service_tier":true,"modalities":true,"audio":true,"prediction":true,"web_search_options":true,"system":true},"dynamicProps":false,"dynamicItems":false};

export const validateChatResponseCompiled = validate82;
const schema38 = {"type":"object","required":["id","object","created","model","choices"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"chat.completion"},"created":{"type":"integer"},"model":{"type":"string"},"choices":{"type":"array","items":{"$ref":"#/$defs/ChatChoice"}},"usage":{"$ref":"#/$defs/ChatUsage"},"service_tier":{"type":["string","null"]},"system_fingerprint":{"type":["string","null"]}}};
const schema39 = {"type":"object","required":["index","message","finish_reason"],"properties":{"index":{"type":"integer","minimum":0},"message":{"$ref":"#/$defs/ChatResponseMessage"},"finish_reason":{"$ref":"#/$defs/ChatFinishReason"},"logprobs":{"$ref":"#/$defs/ChatLogprobs"}}};
const schema40 = {"type":"object","required":["role"],"properties":{"role":{"type":"string","const":"assistant"},"content":{"type":["string","null"]},"refusal":{"type":["string","null"]},"tool_calls":{"type":"array","items":{"$ref":"#/$defs/ChatToolCall"}},"function_call":{"anyOf":[{"$ref":"#/$defs/ChatFunctionCall"},{"type":"null"}]},"annotations":{"type":"array","items":{"$ref":"#/$defs/ChatAnnotation"}},"audio":{"type":["object","null"]}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.role === undefined) && (missing0 = "role")){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate84.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("assistant" !== data0){
validate84.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate84.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: schema40.properties.content.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusal !== undefined){
let data2 = data.refusal;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate84.errors = [{instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: schema40.properties.refusal.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_calls !== undefined){
let data3 = data.tool_calls;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate29(data3[i0], {instancePath:instancePath+"/tool_calls/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate84.errors = [{instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function_call !== undefined){
let data5 = data.function_call;
const _errs10 = errors;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(!(validate31(data5, {instancePath:instancePath+"/function_call",parentData:data,parentDataProperty:"function_call",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props1 = {};
props1.name = true;
props1.arguments = true;
}
const _errs13 = errors;
if(data5 !== null){
const err0 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err1 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate84.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotations !== undefined){
let data6 = data.annotations;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid3 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs17 = errors;
if(!(validate38(data6[i1], {instancePath:instancePath+"/annotations/" + i1,parentData:data6,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid3 = _errs17 === errors;
if(!valid3){
break;
}
}
}
else {
validate84.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audio !== undefined){
let data8 = data.audio;
const _errs18 = errors;
if((!(data8 && typeof data8 == "object" && !Array.isArray(data8))) && (data8 !== null)){
validate84.errors = [{instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: schema40.properties.audio.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":{"role":true,"content":true,"refusal":true,"tool_calls":true,"function_call":true,"annotations":true,"audio":true},"dynamicProps":false,"dynamicItems":false};

const schema41 = {"type":["string","null"],"enum":["stop","length","tool_calls","content_filter","function_call",null]};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (data !== null)){
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema41.type},message:"must be string,null"}];
return false;
}
if(!((((((data === "stop") || (data === "length")) || (data === "tool_calls")) || (data === "content_filter")) || (data === "function_call")) || (data === null))){
validate89.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema42 = {"type":["object","null"],"properties":{"content":{"type":["array","null"],"items":{"$ref":"#/$defs/ChatTokenLogprob"}},"refusal":{"type":["array","null"],"items":{"$ref":"#/$defs/ChatTokenLogprob"}}}};
const schema43 = {"type":"object","required":["token","logprob","bytes","top_logprobs"],"properties":{"token":{"type":"string"},"logprob":{"type":"number"},"bytes":{"type":["array","null"],"items":{"type":"integer"}},"top_logprobs":{"type":"array","items":{"type":"object","required":["token","logprob","bytes"],"properties":{"token":{"type":"string"},"logprob":{"type":"number"},"bytes":{"type":["array","null"],"items":{"type":"integer"}}}}}}};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.token === undefined) && (missing0 = "token")) || ((data.logprob === undefined) && (missing0 = "logprob"))) || ((data.bytes === undefined) && (missing0 = "bytes"))) || ((data.top_logprobs === undefined) && (missing0 = "top_logprobs"))){
validate92.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.token !== undefined){
const _errs1 = errors;
if(typeof data.token !== "string"){
validate92.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logprob !== undefined){
const _errs3 = errors;
if(!(typeof data.logprob == "number")){
validate92.errors = [{instancePath:instancePath+"/logprob",schemaPath:"#/properties/logprob/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bytes !== undefined){
let data2 = data.bytes;
const _errs5 = errors;
if((!(Array.isArray(data2))) && (data2 !== null)){
validate92.errors = [{instancePath:instancePath+"/bytes",schemaPath:"#/properties/bytes/type",keyword:"type",params:{type: schema43.properties.bytes.type},message:"must be array,null"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate92.errors = [{instancePath:instancePath+"/bytes/" + i0,schemaPath:"#/properties/bytes/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.top_logprobs !== undefined){
let data4 = data.top_logprobs;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((((data5.token === undefined) && (missing1 = "token")) || ((data5.logprob === undefined) && (missing1 = "logprob"))) || ((data5.bytes === undefined) && (missing1 = "bytes"))){
validate92.errors = [{instancePath:instancePath+"/top_logprobs/" + i1,schemaPath:"#/properties/top_logprobs/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.token !== undefined){
const _errs13 = errors;
if(typeof data5.token !== "string"){
validate92.errors = [{instancePath:instancePath+"/top_logprobs/" + i1+"/token",schemaPath:"#/properties/top_logprobs/items/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.logprob !== undefined){
const _errs15 = errors;
if(!(typeof data5.logprob == "number")){
validate92.errors = [{instancePath:instancePath+"/top_logprobs/" + i1+"/logprob",schemaPath:"#/properties/top_logprobs/items/properties/logprob/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.bytes !== undefined){
let data8 = data5.bytes;
const _errs17 = errors;
if((!(Array.isArray(data8))) && (data8 !== null)){
validate92.errors = [{instancePath:instancePath+"/top_logprobs/" + i1+"/bytes",schemaPath:"#/properties/top_logprobs/items/properties/bytes/type",keyword:"type",params:{type: schema43.properties.top_logprobs.items.properties.bytes.type},message:"must be array,null"}];
return false;
}
if(errors === _errs17){
if(Array.isArray(data8)){
var valid4 = true;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
const _errs19 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate92.errors = [{instancePath:instancePath+"/top_logprobs/" + i1+"/bytes/" + i2,schemaPath:"#/properties/top_logprobs/items/properties/bytes/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/top_logprobs/" + i1,schemaPath:"#/properties/top_logprobs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate92.errors = [{instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":{"token":true,"logprob":true,"bytes":true,"top_logprobs":true},"dynamicProps":false,"dynamicItems":false};


function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema42.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content !== undefined){
let data0 = data.content;
const _errs1 = errors;
if((!(Array.isArray(data0))) && (data0 !== null)){
validate91.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: schema42.properties.content.type},message:"must be array,null"}];
return false;
}
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate92(data0[i0], {instancePath:instancePath+"/content/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusal !== undefined){
let data2 = data.refusal;
const _errs4 = errors;
if((!(Array.isArray(data2))) && (data2 !== null)){
validate91.errors = [{instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: schema42.properties.refusal.type},message:"must be array,null"}];
return false;
}
if(errors === _errs4){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs6 = errors;
if(!(validate92(data2[i1], {instancePath:instancePath+"/refusal/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":{"content":true,"refusal":true},"dynamicProps":false,"dynamicItems":false};


function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.index === undefined) && (missing0 = "index")) || ((data.message === undefined) && (missing0 = "message"))) || ((data.finish_reason === undefined) && (missing0 = "finish_reason"))){
validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.index !== undefined){
let data0 = data.index;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate83.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate83.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(!(validate84(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finish_reason !== undefined){
const _errs4 = errors;
if(!(validate89(data.finish_reason, {instancePath:instancePath+"/finish_reason",parentData:data,parentDataProperty:"finish_reason",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logprobs !== undefined){
const _errs5 = errors;
if(!(validate91(data.logprobs, {instancePath:instancePath+"/logprobs",parentData:data,parentDataProperty:"logprobs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"index":true,"message":true,"finish_reason":true,"logprobs":true},"dynamicProps":false,"dynamicItems":false};

const schema44 = {"type":"object","required":["prompt_tokens","completion_tokens","total_tokens"],"properties":{"prompt_tokens":{"type":"integer","minimum":0},"completion_tokens":{"type":"integer","minimum":0},"total_tokens":{"type":"integer","minimum":0},"prompt_tokens_details":{"type":["object","null"],"properties":{"cached_tokens":{"type":"integer","minimum":0},"cache_write_tokens":{"type":"integer","minimum":0},"audio_tokens":{"type":"integer","minimum":0},"text_tokens":{"type":"integer","minimum":0},"image_tokens":{"type":"integer","minimum":0}}},"completion_tokens_details":{"type":["object","null"],"properties":{"reasoning_tokens":{"type":"integer","minimum":0},"audio_tokens":{"type":"integer","minimum":0},"accepted_prediction_tokens":{"type":"integer","minimum":0},"rejected_prediction_tokens":{"type":"integer","minimum":0},"text_tokens":{"type":"integer","minimum":0}}}}};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.prompt_tokens === undefined) && (missing0 = "prompt_tokens")) || ((data.completion_tokens === undefined) && (missing0 = "completion_tokens"))) || ((data.total_tokens === undefined) && (missing0 = "total_tokens"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.prompt_tokens !== undefined){
let data0 = data.prompt_tokens;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens",schemaPath:"#/properties/prompt_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens",schemaPath:"#/properties/prompt_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completion_tokens !== undefined){
let data1 = data.completion_tokens;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate97.errors = [{instancePath:instancePath+"/completion_tokens",schemaPath:"#/properties/completion_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate97.errors = [{instancePath:instancePath+"/completion_tokens",schemaPath:"#/properties/completion_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_tokens !== undefined){
let data2 = data.total_tokens;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate97.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate97.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt_tokens_details !== undefined){
let data3 = data.prompt_tokens_details;
const _errs7 = errors;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (data3 !== null)){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details",schemaPath:"#/properties/prompt_tokens_details/type",keyword:"type",params:{type: schema44.properties.prompt_tokens_details.type},message:"must be object,null"}];
return false;
}
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.cached_tokens !== undefined){
let data4 = data3.cached_tokens;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/cached_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/cached_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/cached_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/cached_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.cache_write_tokens !== undefined){
let data5 = data3.cache_write_tokens;
const _errs11 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/cache_write_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/cache_write_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/cache_write_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/cache_write_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.audio_tokens !== undefined){
let data6 = data3.audio_tokens;
const _errs13 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/audio_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/audio_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/audio_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/audio_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.text_tokens !== undefined){
let data7 = data3.text_tokens;
const _errs15 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/text_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/text_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/text_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/text_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.image_tokens !== undefined){
let data8 = data3.image_tokens;
const _errs17 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/image_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/image_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
validate97.errors = [{instancePath:instancePath+"/prompt_tokens_details/image_tokens",schemaPath:"#/properties/prompt_tokens_details/properties/image_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completion_tokens_details !== undefined){
let data9 = data.completion_tokens_details;
const _errs19 = errors;
if((!(data9 && typeof data9 == "object" && !Array.isArray(data9))) && (data9 !== null)){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details",schemaPath:"#/properties/completion_tokens_details/type",keyword:"type",params:{type: schema44.properties.completion_tokens_details.type},message:"must be object,null"}];
return false;
}
if(errors === _errs19){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.reasoning_tokens !== undefined){
let data10 = data9.reasoning_tokens;
const _errs21 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/reasoning_tokens",schemaPath:"#/properties/completion_tokens_details/properties/reasoning_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if(typeof data10 == "number"){
if(data10 < 0 || isNaN(data10)){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/reasoning_tokens",schemaPath:"#/properties/completion_tokens_details/properties/reasoning_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.audio_tokens !== undefined){
let data11 = data9.audio_tokens;
const _errs23 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/audio_tokens",schemaPath:"#/properties/completion_tokens_details/properties/audio_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if(typeof data11 == "number"){
if(data11 < 0 || isNaN(data11)){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/audio_tokens",schemaPath:"#/properties/completion_tokens_details/properties/audio_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.accepted_prediction_tokens !== undefined){
let data12 = data9.accepted_prediction_tokens;
const _errs25 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/accepted_prediction_tokens",schemaPath:"#/properties/completion_tokens_details/properties/accepted_prediction_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/accepted_prediction_tokens",schemaPath:"#/properties/completion_tokens_details/properties/accepted_prediction_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.rejected_prediction_tokens !== undefined){
let data13 = data9.rejected_prediction_tokens;
const _errs27 = errors;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/rejected_prediction_tokens",schemaPath:"#/properties/completion_tokens_details/properties/rejected_prediction_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if(typeof data13 == "number"){
if(data13 < 0 || isNaN(data13)){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/rejected_prediction_tokens",schemaPath:"#/properties/completion_tokens_details/properties/rejected_prediction_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.text_tokens !== undefined){
let data14 = data9.text_tokens;
const _errs29 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/text_tokens",schemaPath:"#/properties/completion_tokens_details/properties/text_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs29){
if(typeof data14 == "number"){
if(data14 < 0 || isNaN(data14)){
validate97.errors = [{instancePath:instancePath+"/completion_tokens_details/text_tokens",schemaPath:"#/properties/completion_tokens_details/properties/text_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":{"prompt_tokens":true,"completion_tokens":true,"total_tokens":true,"prompt_tokens_details":true,"completion_tokens_details":true},"dynamicProps":false,"dynamicItems":false};


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.object === undefined) && (missing0 = "object"))) || ((data.created === undefined) && (missing0 = "created"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.choices === undefined) && (missing0 = "choices"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate82.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.object !== undefined){
let data1 = data.object;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate82.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("chat.completion" !== data1){
validate82.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "chat.completion"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created !== undefined){
let data2 = data.created;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate82.errors = [{instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs7 = errors;
if(typeof data.model !== "string"){
validate82.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choices !== undefined){
let data4 = data.choices;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate83(data4[i0], {instancePath:instancePath+"/choices/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate82.errors = [{instancePath:instancePath+"/choices",schemaPath:"#/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
const _errs12 = errors;
if(!(validate97(data.usage, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_tier !== undefined){
let data7 = data.service_tier;
const _errs13 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate82.errors = [{instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: schema38.properties.service_tier.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.system_fingerprint !== undefined){
let data8 = data.system_fingerprint;
const _errs15 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate82.errors = [{instancePath:instancePath+"/system_fingerprint",schemaPath:"#/properties/system_fingerprint/type",keyword:"type",params:{type: schema38.properties.system_fingerprint.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":{"id":true,"object":true,"created":true,"model":true,"choices":true,"usage":true,"service_tier":true,"system_fingerprint":true},"dynamicProps":false,"dynamicItems":false};

export const validateChatStreamChunkCompiled = validate99;
const schema45 = {"type":"object","required":["id","object","created","model","choices"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"chat.completion.chunk"},"created":{"type":"integer"},"model":{"type":"string"},"choices":{"type":"array","items":{"$ref":"#/$defs/ChatChunkChoice"}},"usage":{"anyOf":[{"$ref":"#/$defs/ChatUsage"},{"type":"null"}]},"service_tier":{"type":["string","null"]},"system_fingerprint":{"type":["string","null"]},"obfuscation":{"type":"string"}}};
const schema46 = {"type":"object","required":["index","delta"],"properties":{"index":{"type":"integer","minimum":0},"delta":{"$ref":"#/$defs/ChatChunkDelta"},"finish_reason":{"$ref":"#/$defs/ChatFinishReason"},"logprobs":{"$ref":"#/$defs/ChatLogprobs"}}};
const schema47 = {"type":"object","properties":{"role":{"type":"string","enum":["assistant","developer","system","user","tool"]},"content":{"type":["string","null"]},"refusal":{"type":["string","null"]},"tool_calls":{"type":"array","items":{"$ref":"#/$defs/ChatChunkToolCall"}},"function_call":{"type":"object","properties":{"name":{"type":"string"},"arguments":{"type":"string"}}}}};
const schema48 = {"type":"object","required":["index"],"properties":{"index":{"type":"integer","minimum":0},"id":{"type":"string"},"type":{"type":"string","enum":["function","custom"]},"function":{"type":"object","properties":{"name":{"type":"string"},"arguments":{"type":"string"}}},"custom":{"type":"object","properties":{"name":{"type":"string"},"input":{"type":"string"}}}}};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.index === undefined) && (missing0 = "index")){
validate102.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.index !== undefined){
let data0 = data.index;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate102.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate102.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs3 = errors;
if(typeof data.id !== "string"){
validate102.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate102.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "function") || (data2 === "custom"))){
validate102.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema48.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function !== undefined){
let data3 = data.function;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.name !== undefined){
const _errs9 = errors;
if(typeof data3.name !== "string"){
validate102.errors = [{instancePath:instancePath+"/function/name",schemaPath:"#/properties/function/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.arguments !== undefined){
const _errs11 = errors;
if(typeof data3.arguments !== "string"){
validate102.errors = [{instancePath:instancePath+"/function/arguments",schemaPath:"#/properties/function/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.custom !== undefined){
let data6 = data.custom;
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.name !== undefined){
const _errs15 = errors;
if(typeof data6.name !== "string"){
validate102.errors = [{instancePath:instancePath+"/custom/name",schemaPath:"#/properties/custom/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.input !== undefined){
const _errs17 = errors;
if(typeof data6.input !== "string"){
validate102.errors = [{instancePath:instancePath+"/custom/input",schemaPath:"#/properties/custom/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
}
}
else {
validate102.errors = [{instancePath:instancePath+"/custom",schemaPath:"#/properties/custom/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate102.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":{"index":true,"id":true,"type":true,"function":true,"custom":true},"dynamicProps":false,"dynamicItems":false};


function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role !== undefined){
let data0 = data.role;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate101.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data0 === "assistant") || (data0 === "developer")) || (data0 === "system")) || (data0 === "user")) || (data0 === "tool"))){
validate101.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema47.properties.role.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate101.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: schema47.properties.content.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusal !== undefined){
let data2 = data.refusal;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate101.errors = [{instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: schema47.properties.refusal.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_calls !== undefined){
let data3 = data.tool_calls;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate102(data3[i0], {instancePath:instancePath+"/tool_calls/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate101.errors = [{instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function_call !== undefined){
let data5 = data.function_call;
const _errs10 = errors;
if(errors === _errs10){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name !== undefined){
const _errs12 = errors;
if(typeof data5.name !== "string"){
validate101.errors = [{instancePath:instancePath+"/function_call/name",schemaPath:"#/properties/function_call/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.arguments !== undefined){
const _errs14 = errors;
if(typeof data5.arguments !== "string"){
validate101.errors = [{instancePath:instancePath+"/function_call/arguments",schemaPath:"#/properties/function_call/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
else {
validate101.errors = [{instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":{"role":true,"content":true,"refusal":true,"tool_calls":true,"function_call":true},"dynamicProps":false,"dynamicItems":false};


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.index === undefined) && (missing0 = "index")) || ((data.delta === undefined) && (missing0 = "delta"))){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.index !== undefined){
let data0 = data.index;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate100.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate100.errors = [{instancePath:instancePath+"/index",schemaPath:"#/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs3 = errors;
if(!(validate101(data.delta, {instancePath:instancePath+"/delta",parentData:data,parentDataProperty:"delta",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finish_reason !== undefined){
const _errs4 = errors;
if(!(validate89(data.finish_reason, {instancePath:instancePath+"/finish_reason",parentData:data,parentDataProperty:"finish_reason",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logprobs !== undefined){
const _errs5 = errors;
if(!(validate91(data.logprobs, {instancePath:instancePath+"/logprobs",parentData:data,parentDataProperty:"logprobs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":{"index":true,"delta":true,"finish_reason":true,"logprobs":true},"dynamicProps":false,"dynamicItems":false};


function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.object === undefined) && (missing0 = "object"))) || ((data.created === undefined) && (missing0 = "created"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.choices === undefined) && (missing0 = "choices"))){
validate99.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate99.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.object !== undefined){
let data1 = data.object;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate99.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("chat.completion.chunk" !== data1){
validate99.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "chat.completion.chunk"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created !== undefined){
let data2 = data.created;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate99.errors = [{instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs7 = errors;
if(typeof data.model !== "string"){
validate99.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.choices !== undefined){
let data4 = data.choices;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate100(data4[i0], {instancePath:instancePath+"/choices/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/choices",schemaPath:"#/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data6 = data.usage;
const _errs12 = errors;
const _errs13 = errors;
let valid2 = false;
const _errs14 = errors;
if(!(validate97(data6, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.prompt_tokens = true;
props0.completion_tokens = true;
props0.total_tokens = true;
props0.prompt_tokens_details = true;
props0.completion_tokens_details = true;
}
const _errs15 = errors;
if(data6 !== null){
const err0 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err1 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate99.errors = vErrors;
return false;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_tier !== undefined){
let data7 = data.service_tier;
const _errs17 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate99.errors = [{instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: schema45.properties.service_tier.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.system_fingerprint !== undefined){
let data8 = data.system_fingerprint;
const _errs19 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
validate99.errors = [{instancePath:instancePath+"/system_fingerprint",schemaPath:"#/properties/system_fingerprint/type",keyword:"type",params:{type: schema45.properties.system_fingerprint.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.obfuscation !== undefined){
const _errs21 = errors;
if(typeof data.obfuscation !== "string"){
validate99.errors = [{instancePath:instancePath+"/obfuscation",schemaPath:"#/properties/obfuscation/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":{"id":true,"object":true,"created":true,"model":true,"choices":true,"usage":true,"service_tier":true,"system_fingerprint":true,"obfuscation":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelCatalogCompiled = validate109;
const schema49 = {"type":"object","required":["models"],"properties":{"models":{"type":"array","items":{"$ref":"#/$defs/ModelCatalogEntry"}}}};
const schema50 = {"type":"object","required":["slug"],"properties":{"slug":{"type":"string"},"display_name":{"type":"string"},"description":{"type":["string","null"]},"default_reasoning_level":{"type":["string","null"]},"supported_reasoning_levels":{"type":"array","items":{"$ref":"#/$defs/ModelCatalogReasoningLevel"}},"shell_type":{"type":"string"},"visibility":{"type":"string","enum":["list","hide","none"]},"supported_in_api":{"type":"boolean"},"priority":{"type":"integer"},"upgrade":{"type":["null","object","string"]},"base_instructions":{"type":"string"},"supports_reasoning_summaries":{"type":"boolean"},"support_verbosity":{"type":"boolean"},"default_verbosity":{"type":["string","null"]},"apply_patch_tool_type":{"type":["string","null"],"enum":["freeform","function",null]},"truncation_policy":{"$ref":"#/$defs/ModelCatalogTruncationPolicy"},"supports_parallel_tool_calls":{"type":"boolean"},"context_window":{"type":["integer","null"]},"experimental_supported_tools":{"type":"array","items":{"type":"string"}},"input_modalities":{"type":"array","items":{"type":"string"}}}};
const schema51 = {"type":"object","required":["effort"],"properties":{"effort":{"type":"string"},"description":{"type":"string"}}};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.effort === undefined) && (missing0 = "effort")){
validate111.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.effort !== undefined){
const _errs1 = errors;
if(typeof data.effort !== "string"){
validate111.errors = [{instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate111.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate111.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":{"effort":true,"description":true},"dynamicProps":false,"dynamicItems":false};

const schema52 = {"type":"object","required":["mode","limit"],"properties":{"mode":{"type":"string","enum":["bytes","tokens"]},"limit":{"type":"integer"}}};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate113.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.mode === undefined) && (missing0 = "mode")) || ((data.limit === undefined) && (missing0 = "limit"))){
validate113.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.mode !== undefined){
let data0 = data.mode;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate113.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "bytes") || (data0 === "tokens"))){
validate113.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema52.properties.mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data1 = data.limit;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate113.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate113.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate113.errors = vErrors;
return errors === 0;
}
validate113.evaluated = {"props":{"mode":true,"limit":true},"dynamicProps":false,"dynamicItems":false};


function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.slug === undefined) && (missing0 = "slug")){
validate110.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.slug !== undefined){
const _errs1 = errors;
if(typeof data.slug !== "string"){
validate110.errors = [{instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_name !== undefined){
const _errs3 = errors;
if(typeof data.display_name !== "string"){
validate110.errors = [{instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data2 = data.description;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate110.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema50.properties.description.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.default_reasoning_level !== undefined){
let data3 = data.default_reasoning_level;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate110.errors = [{instancePath:instancePath+"/default_reasoning_level",schemaPath:"#/properties/default_reasoning_level/type",keyword:"type",params:{type: schema50.properties.default_reasoning_level.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supported_reasoning_levels !== undefined){
let data4 = data.supported_reasoning_levels;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate111(data4[i0], {instancePath:instancePath+"/supported_reasoning_levels/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/supported_reasoning_levels",schemaPath:"#/properties/supported_reasoning_levels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.shell_type !== undefined){
const _errs12 = errors;
if(typeof data.shell_type !== "string"){
validate110.errors = [{instancePath:instancePath+"/shell_type",schemaPath:"#/properties/shell_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.visibility !== undefined){
let data7 = data.visibility;
const _errs14 = errors;
if(typeof data7 !== "string"){
validate110.errors = [{instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data7 === "list") || (data7 === "hide")) || (data7 === "none"))){
validate110.errors = [{instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/enum",keyword:"enum",params:{allowedValues: schema50.properties.visibility.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supported_in_api !== undefined){
const _errs16 = errors;
if(typeof data.supported_in_api !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/supported_in_api",schemaPath:"#/properties/supported_in_api/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priority !== undefined){
let data9 = data.priority;
const _errs18 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate110.errors = [{instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upgrade !== undefined){
let data10 = data.upgrade;
const _errs20 = errors;
if(((data10 !== null) && (!(data10 && typeof data10 == "object" && !Array.isArray(data10)))) && (typeof data10 !== "string")){
validate110.errors = [{instancePath:instancePath+"/upgrade",schemaPath:"#/properties/upgrade/type",keyword:"type",params:{type: schema50.properties.upgrade.type},message:"must be null,object,string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.base_instructions !== undefined){
const _errs22 = errors;
if(typeof data.base_instructions !== "string"){
validate110.errors = [{instancePath:instancePath+"/base_instructions",schemaPath:"#/properties/base_instructions/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supports_reasoning_summaries !== undefined){
const _errs24 = errors;
if(typeof data.supports_reasoning_summaries !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/supports_reasoning_summaries",schemaPath:"#/properties/supports_reasoning_summaries/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.support_verbosity !== undefined){
const _errs26 = errors;
if(typeof data.support_verbosity !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/support_verbosity",schemaPath:"#/properties/support_verbosity/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.default_verbosity !== undefined){
let data14 = data.default_verbosity;
const _errs28 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate110.errors = [{instancePath:instancePath+"/default_verbosity",schemaPath:"#/properties/default_verbosity/type",keyword:"type",params:{type: schema50.properties.default_verbosity.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.apply_patch_tool_type !== undefined){
let data15 = data.apply_patch_tool_type;
const _errs30 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
validate110.errors = [{instancePath:instancePath+"/apply_patch_tool_type",schemaPath:"#/properties/apply_patch_tool_type/type",keyword:"type",params:{type: schema50.properties.apply_patch_tool_type.type},message:"must be string,null"}];
return false;
}
if(!(((data15 === "freeform") || (data15 === "function")) || (data15 === null))){
validate110.errors = [{instancePath:instancePath+"/apply_patch_tool_type",schemaPath:"#/properties/apply_patch_tool_type/enum",keyword:"enum",params:{allowedValues: schema50.properties.apply_patch_tool_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncation_policy !== undefined){
const _errs32 = errors;
if(!(validate113(data.truncation_policy, {instancePath:instancePath+"/truncation_policy",parentData:data,parentDataProperty:"truncation_policy",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.supports_parallel_tool_calls !== undefined){
const _errs33 = errors;
if(typeof data.supports_parallel_tool_calls !== "boolean"){
validate110.errors = [{instancePath:instancePath+"/supports_parallel_tool_calls",schemaPath:"#/properties/supports_parallel_tool_calls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.context_window !== undefined){
let data18 = data.context_window;
const _errs35 = errors;
if((!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))) && (data18 !== null)){
validate110.errors = [{instancePath:instancePath+"/context_window",schemaPath:"#/properties/context_window/type",keyword:"type",params:{type: schema50.properties.context_window.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.experimental_supported_tools !== undefined){
let data19 = data.experimental_supported_tools;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data19)){
var valid2 = true;
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
const _errs39 = errors;
if(typeof data19[i1] !== "string"){
validate110.errors = [{instancePath:instancePath+"/experimental_supported_tools/" + i1,schemaPath:"#/properties/experimental_supported_tools/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs39 === errors;
if(!valid2){
break;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/experimental_supported_tools",schemaPath:"#/properties/experimental_supported_tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_modalities !== undefined){
let data21 = data.input_modalities;
const _errs41 = errors;
if(errors === _errs41){
if(Array.isArray(data21)){
var valid3 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
const _errs43 = errors;
if(typeof data21[i2] !== "string"){
validate110.errors = [{instancePath:instancePath+"/input_modalities/" + i2,schemaPath:"#/properties/input_modalities/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs43 === errors;
if(!valid3){
break;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/input_modalities",schemaPath:"#/properties/input_modalities/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":{"slug":true,"display_name":true,"description":true,"default_reasoning_level":true,"supported_reasoning_levels":true,"shell_type":true,"visibility":true,"supported_in_api":true,"priority":true,"upgrade":true,"base_instructions":true,"supports_reasoning_summaries":true,"support_verbosity":true,"default_verbosity":true,"apply_patch_tool_type":true,"truncation_policy":true,"supports_parallel_tool_calls":true,"context_window":true,"experimental_supported_tools":true,"input_modalities":true},"dynamicProps":false,"dynamicItems":false};


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.models === undefined) && (missing0 = "models")){
validate109.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.models !== undefined){
let data0 = data.models;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(!(validate110(data0[i0], {instancePath:instancePath+"/models/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":{"models":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelListCompiled = validate116;
const schema53 = {"type":"object","required":["data"],"properties":{"object":{"type":"string","const":"list"},"data":{"type":"array","items":{"$ref":"#/$defs/ModelListEntry"}},"has_more":{"type":"boolean"},"first_id":{"type":["string","null"]},"last_id":{"type":["string","null"]}}};
const schema54 = {"type":"object","required":["id"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"model"},"created":{"type":"integer"},"owned_by":{"type":"string"},"type":{"type":"string","const":"model"},"display_name":{"type":"string"},"created_at":{"type":"string","format":"date-time"}}};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate117.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate117.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.object !== undefined){
let data1 = data.object;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate117.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("model" !== data1){
validate117.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "model"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created !== undefined){
let data2 = data.created;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate117.errors = [{instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.owned_by !== undefined){
const _errs7 = errors;
if(typeof data.owned_by !== "string"){
validate117.errors = [{instancePath:instancePath+"/owned_by",schemaPath:"#/properties/owned_by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data4 = data.type;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate117.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("model" !== data4){
validate117.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "model"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_name !== undefined){
const _errs11 = errors;
if(typeof data.display_name !== "string"){
validate117.errors = [{instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(!(typeof data.created_at === "string")){
validate117.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate117.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":{"id":true,"object":true,"created":true,"owned_by":true,"type":true,"display_name":true,"created_at":true},"dynamicProps":false,"dynamicItems":false};


function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate116.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate116.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.object !== undefined){
let data0 = data.object;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate116.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("list" !== data0){
validate116.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data1 = data.data;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate117(data1[i0], {instancePath:instancePath+"/data/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.has_more !== undefined){
const _errs6 = errors;
if(typeof data.has_more !== "boolean"){
validate116.errors = [{instancePath:instancePath+"/has_more",schemaPath:"#/properties/has_more/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.first_id !== undefined){
let data4 = data.first_id;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate116.errors = [{instancePath:instancePath+"/first_id",schemaPath:"#/properties/first_id/type",keyword:"type",params:{type: schema53.properties.first_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_id !== undefined){
let data5 = data.last_id;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate116.errors = [{instancePath:instancePath+"/last_id",schemaPath:"#/properties/last_id/type",keyword:"type",params:{type: schema53.properties.last_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":{"object":true,"data":true,"has_more":true,"first_id":true,"last_id":true},"dynamicProps":false,"dynamicItems":false};

export const validateChatErrorBody: GeneratedValidator = validateChatErrorBodyCompiled;
export const validateChatRequest: GeneratedValidator = validateChatRequestCompiled;
export const validateChatResponse: GeneratedValidator = validateChatResponseCompiled;
export const validateChatStreamChunk: GeneratedValidator = validateChatStreamChunkCompiled;
export const validateModelCatalog: GeneratedValidator = validateModelCatalogCompiled;
export const validateModelList: GeneratedValidator = validateModelListCompiled;
