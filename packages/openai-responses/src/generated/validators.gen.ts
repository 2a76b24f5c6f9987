// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.
// @ts-nocheck
import type { ErrorObject } from 'ajv';

/** A precompiled ajv validator: returns whether `data` is valid and leaves the first error on `errors`. */
export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export const validateResponsesErrorBodyCompiled = validate1;
const schema1 = {"type":"object","required":["error"],"properties":{"error":{"type":"object","required":["message","type","param","code"],"properties":{"message":{"type":"string"},"type":{"type":"string"},"param":{"type":["string","null"]},"code":{"type":["string","null"]}}}}};

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
let data0 = data.error;
const _errs1 = errors;
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((data0.message === undefined) && (missing1 = "message")) || ((data0.type === undefined) && (missing1 = "type"))) || ((data0.param === undefined) && (missing1 = "param"))) || ((data0.code === undefined) && (missing1 = "code"))){
validate1.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.message !== undefined){
const _errs3 = errors;
if(typeof data0.message !== "string"){
validate1.errors = [{instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.type !== undefined){
const _errs5 = errors;
if(typeof data0.type !== "string"){
validate1.errors = [{instancePath:instancePath+"/error/type",schemaPath:"#/properties/error/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.param !== undefined){
let data3 = data0.param;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate1.errors = [{instancePath:instancePath+"/error/param",schemaPath:"#/properties/error/properties/param/type",keyword:"type",params:{type: schema1.properties.error.properties.param.type},message:"must be string,null"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.code !== undefined){
let data4 = data0.code;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate1.errors = [{instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: schema1.properties.error.properties.code.type},message:"must be string,null"}];
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
}
}
else {
validate1.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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

export const validateResponsesRequestCompiled = validate2;
const schema2 = {"type":"object","required":["model"],"properties":{"model":{"type":"string","minLength":1},"input":{"type":["string","array"],"items":{"$ref":"#/$defs/ResponsesInputItem"}},"instructions":{"type":["string","null"]},"stream":{"type":["boolean","null"]},"store":{"type":["boolean","null"]},"previous_response_id":{"type":["string","null"]},"max_output_tokens":{"type":["integer","null"],"minimum":1},"max_tool_calls":{"type":["integer","null"],"minimum":0},"temperature":{"type":["number","null"],"minimum":0,"maximum":2},"top_p":{"type":["number","null"],"minimum":0,"maximum":1},"top_logprobs":{"type":["integer","null"],"minimum":0},"tools":{"type":"array","items":{"$ref":"#/$defs/ResponsesTool"}},"tool_choice":{"$ref":"#/$defs/ResponsesToolChoice"},"parallel_tool_calls":{"type":["boolean","null"]},"reasoning":{"$ref":"#/$defs/ResponsesReasoningConfig"},"text":{"$ref":"#/$defs/ResponsesTextConfig"},"include":{"type":["array","null"],"items":{"type":"string"}},"prompt_cache_key":{"type":["string","null"]},"prompt_cache_retention":{"type":["string","null"]},"client_metadata":{"type":"object","additionalProperties":{"type":"string"}},"metadata":{"$ref":"#/$defs/ResponsesMetadata"},"user":{"type":"string"},"safety_identifier":{"type":["string","null"]},"truncation":{"type":["string","null"],"enum":["auto","disabled",null]},"service_tier":{"type":["string","null"]},"background":{"type":["boolean","null"]},"stream_options":{"type":["object","null"],"properties":{"include_obfuscation":{"type":"boolean"}}},"prompt":{"type":["object","null"],"required":["id"],"properties":{"id":{"type":"string"},"version":{"type":["string","null"]},"variables":{"type":["object","null"],"additionalProperties":true}}},"messages":{"not":{}},"conversation":{"anyOf":[{"type":"string"},{"type":"object","required":["id"],"properties":{"id":{"type":"string"}}},{"type":"null"}]}}};
import func0Module from "ajv/dist/runtime/ucs2length.js";
const func0 = func0Module.default ?? func0Module;
const schema3 = {"anyOf":[{"$ref":"#/$defs/ResponsesTypedInputItem"},{"$ref":"#/$defs/ResponsesBareInputMessage"}]};
const schema4 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesInputMessage"},{"$ref":"#/$defs/ResponsesFunctionCallItem"},{"$ref":"#/$defs/ResponsesFunctionCallOutputItem"},{"$ref":"#/$defs/ResponsesCustomToolCallItem"},{"$ref":"#/$defs/ResponsesCustomToolCallOutputItem"},{"$ref":"#/$defs/ResponsesReasoningItem"},{"$ref":"#/$defs/ResponsesItemReference"},{"$ref":"#/$defs/ResponsesCompactionItem"},{"$ref":"#/$defs/ResponsesToolSearchCallItem"},{"$ref":"#/$defs/ResponsesToolSearchOutputItem"},{"$ref":"#/$defs/ResponsesHostedToolItem"}],"discriminator":{"propertyName":"type"}};
const schema5 = {"type":"object","required":["type","role","content"],"properties":{"type":{"type":"string","const":"message"},"id":{"type":"string"},"role":{"$ref":"#/$defs/ResponsesMessageRole"},"content":{"$ref":"#/$defs/ResponsesMessageContent"},"status":{"$ref":"#/$defs/ResponsesItemStatus"},"phase":{"type":["string","null"]}}};
const schema6 = {"type":"string","enum":["user","assistant","system","developer"]};

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
if(typeof data !== "string"){
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "user") || (data === "assistant")) || (data === "system")) || (data === "developer"))){
validate6.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema6.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema7 = {"type":["string","array"],"items":{"$ref":"#/$defs/ResponsesMessageContentPart"}};
const schema8 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesInputTextPart"},{"$ref":"#/$defs/ResponsesInputImagePart"},{"$ref":"#/$defs/ResponsesInputFilePart"},{"$ref":"#/$defs/ResponsesOutputTextPart"},{"$ref":"#/$defs/ResponsesRefusalPart"}],"discriminator":{"propertyName":"type"}};
const schema9 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"input_text"},"text":{"type":"string"}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate10.evaluated;
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
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate10.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("input_text" !== data0){
validate10.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "input_text"},message:"must be equal to constant"}];
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
validate10.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}
validate10.evaluated = {"props":{"type":true,"text":true},"dynamicProps":false,"dynamicItems":false};

const schema10 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"input_image"},"image_url":{"type":["string","null"]},"file_id":{"type":["string","null"]},"detail":{"type":["string","null"],"enum":["low","high","auto","original",null]}}};

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
if((data.type === undefined) && (missing0 = "type")){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate11.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("input_image" !== data0){
validate11.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "input_image"},message:"must be equal to constant"}];
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
if((typeof data1 !== "string") && (data1 !== null)){
validate11.errors = [{instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: schema10.properties.image_url.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_id !== undefined){
let data2 = data.file_id;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate11.errors = [{instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: schema10.properties.file_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
let data3 = data.detail;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate11.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: schema10.properties.detail.type},message:"must be string,null"}];
return false;
}
if(!(((((data3 === "low") || (data3 === "high")) || (data3 === "auto")) || (data3 === "original")) || (data3 === null))){
validate11.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/enum",keyword:"enum",params:{allowedValues: schema10.properties.detail.enum},message:"must be equal to one of the allowed values"}];
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
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}
validate11.evaluated = {"props":{"type":true,"image_url":true,"file_id":true,"detail":true},"dynamicProps":false,"dynamicItems":false};

const schema11 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"input_file"},"file_id":{"type":["string","null"]},"file_data":{"type":"string"},"file_url":{"type":"string"},"filename":{"type":"string"}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate12.evaluated;
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
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate12.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("input_file" !== data0){
validate12.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "input_file"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_id !== undefined){
let data1 = data.file_id;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate12.errors = [{instancePath:instancePath+"/file_id",schemaPath:"#/properties/file_id/type",keyword:"type",params:{type: schema11.properties.file_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_data !== undefined){
const _errs5 = errors;
if(typeof data.file_data !== "string"){
validate12.errors = [{instancePath:instancePath+"/file_data",schemaPath:"#/properties/file_data/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_url !== undefined){
const _errs7 = errors;
if(typeof data.file_url !== "string"){
validate12.errors = [{instancePath:instancePath+"/file_url",schemaPath:"#/properties/file_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filename !== undefined){
const _errs9 = errors;
if(typeof data.filename !== "string"){
validate12.errors = [{instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}
validate12.evaluated = {"props":{"type":true,"file_id":true,"file_data":true,"file_url":true,"filename":true},"dynamicProps":false,"dynamicItems":false};

const schema12 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"output_text"},"text":{"type":"string"},"annotations":{"type":"array","items":{"type":"object","required":["type"],"properties":{"type":{"type":"string"}}}},"logprobs":{"type":"array","items":{"type":"object","additionalProperties":true}}}};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.text === undefined) && (missing0 = "text"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate13.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("output_text" !== data0){
validate13.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "output_text"},message:"must be equal to constant"}];
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
validate13.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotations !== undefined){
let data2 = data.annotations;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.type === undefined) && (missing1 = "type")){
validate13.errors = [{instancePath:instancePath+"/annotations/" + i0,schemaPath:"#/properties/annotations/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.type !== undefined){
if(typeof data3.type !== "string"){
validate13.errors = [{instancePath:instancePath+"/annotations/" + i0+"/type",schemaPath:"#/properties/annotations/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/annotations/" + i0,schemaPath:"#/properties/annotations/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logprobs !== undefined){
let data5 = data.logprobs;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
validate13.errors = [{instancePath:instancePath+"/logprobs/" + i1,schemaPath:"#/properties/logprobs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/logprobs",schemaPath:"#/properties/logprobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
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
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}
validate13.evaluated = {"props":{"type":true,"text":true,"annotations":true,"logprobs":true},"dynamicProps":false,"dynamicItems":false};

const schema13 = {"type":"object","required":["type","refusal"],"properties":{"type":{"type":"string","const":"refusal"},"refusal":{"type":"string"}}};

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
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.refusal === undefined) && (missing0 = "refusal"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate14.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("refusal" !== data0){
validate14.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "refusal"},message:"must be equal to constant"}];
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
validate14.errors = [{instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}
validate14.evaluated = {"props":{"type":true,"refusal":true},"dynamicProps":false,"dynamicItems":false};


function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate9.evaluated;
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
if(tag0 === "input_text"){
if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
}
else if(tag0 === "input_image"){
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.image_url = true;
props0.file_id = true;
props0.detail = true;
}
}
else if(tag0 === "input_file"){
if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.file_id = true;
props0.file_data = true;
props0.file_url = true;
props0.filename = true;
}
}
else if(tag0 === "output_text"){
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.text = true;
props0.annotations = true;
props0.logprobs = true;
}
}
else if(tag0 === "refusal"){
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.refusal = true;
}
}
else {
validate9.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate9.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate9.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
if((typeof data !== "string") && (!(Array.isArray(data)))){
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema7.type},message:"must be string,array"}];
return false;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate9(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
validate8.errors = vErrors;
return errors === 0;
}
validate8.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema14 = {"type":["string","null"],"enum":["in_progress","completed","incomplete",null]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (data !== null)){
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema14.type},message:"must be string,null"}];
return false;
}
if(!((((data === "in_progress") || (data === "completed")) || (data === "incomplete")) || (data === null))){
validate22.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema14.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.role === undefined) && (missing0 = "role"))) || ((data.content === undefined) && (missing0 = "content"))){
validate5.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate5.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("message" !== data0){
validate5.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"}];
return false;
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
validate5.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
const _errs5 = errors;
if(!(validate6(data.role, {instancePath:instancePath+"/role",parentData:data,parentDataProperty:"role",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs6 = errors;
if(!(validate8(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs7 = errors;
if(!(validate22(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
let data5 = data.phase;
const _errs8 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate5.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: schema5.properties.phase.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs8 === errors;
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
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":{"type":true,"id":true,"role":true,"content":true,"status":true,"phase":true},"dynamicProps":false,"dynamicItems":false};

const schema15 = {"type":"object","required":["type","call_id","name","arguments"],"properties":{"type":{"type":"string","const":"function_call"},"id":{"type":"string"},"call_id":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"namespace":{"type":["string","null"]},"arguments":{"type":"string"},"status":{"$ref":"#/$defs/ResponsesItemStatus"}}};

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
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.call_id === undefined) && (missing0 = "call_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.arguments === undefined) && (missing0 = "arguments"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function_call" !== data0){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function_call"},message:"must be equal to constant"}];
return false;
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
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.call_id !== undefined){
let data2 = data.call_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate24.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data3 = data.name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data4 = data.namespace;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate24.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema15.properties.namespace.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.arguments !== undefined){
const _errs11 = errors;
if(typeof data.arguments !== "string"){
validate24.errors = [{instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs13 = errors;
if(!(validate22(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"type":true,"id":true,"call_id":true,"name":true,"namespace":true,"arguments":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema16 = {"type":"object","required":["type","call_id","output"],"properties":{"type":{"type":"string","const":"function_call_output"},"id":{"type":["string","null"]},"call_id":{"type":"string","minLength":1},"output":{"$ref":"#/$defs/ResponsesToolOutput"},"status":{"$ref":"#/$defs/ResponsesItemStatus"}}};
const schema17 = {"type":["string","array"],"items":{"$ref":"#/$defs/ResponsesToolOutputPart"}};
const schema18 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesInputTextPart"},{"$ref":"#/$defs/ResponsesInputImagePart"},{"$ref":"#/$defs/ResponsesInputFilePart"}],"discriminator":{"propertyName":"type"}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
if(tag0 === "input_text"){
if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
}
else if(tag0 === "input_image"){
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.image_url = true;
props0.file_id = true;
props0.detail = true;
}
}
else if(tag0 === "input_file"){
if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.file_id = true;
props0.file_data = true;
props0.file_url = true;
props0.filename = true;
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (!(Array.isArray(data)))){
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema17.type},message:"must be string,array"}];
return false;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate28(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.call_id === undefined) && (missing0 = "call_id"))) || ((data.output === undefined) && (missing0 = "output"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate26.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function_call_output" !== data0){
validate26.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function_call_output"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate26.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema16.properties.id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.call_id !== undefined){
let data2 = data.call_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate26.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs7 = errors;
if(!(validate27(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs8 = errors;
if(!(validate22(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"type":true,"id":true,"call_id":true,"output":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema19 = {"type":"object","required":["type","call_id","name","input"],"properties":{"type":{"type":"string","const":"custom_tool_call"},"id":{"type":"string"},"call_id":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"namespace":{"type":["string","null"]},"input":{"type":"string"},"status":{"$ref":"#/$defs/ResponsesItemStatus"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.call_id === undefined) && (missing0 = "call_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.input === undefined) && (missing0 = "input"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate35.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("custom_tool_call" !== data0){
validate35.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom_tool_call"},message:"must be equal to constant"}];
return false;
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
validate35.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.call_id !== undefined){
let data2 = data.call_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate35.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data3 = data.name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.namespace !== undefined){
let data4 = data.namespace;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate35.errors = [{instancePath:instancePath+"/namespace",schemaPath:"#/properties/namespace/type",keyword:"type",params:{type: schema19.properties.namespace.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs11 = errors;
if(typeof data.input !== "string"){
validate35.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs13 = errors;
if(!(validate22(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"type":true,"id":true,"call_id":true,"name":true,"namespace":true,"input":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema20 = {"type":"object","required":["type","call_id","output"],"properties":{"type":{"type":"string","const":"custom_tool_call_output"},"id":{"type":["string","null"]},"call_id":{"type":"string","minLength":1},"output":{"$ref":"#/$defs/ResponsesToolOutput"}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.call_id === undefined) && (missing0 = "call_id"))) || ((data.output === undefined) && (missing0 = "output"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate37.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("custom_tool_call_output" !== data0){
validate37.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom_tool_call_output"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate37.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema20.properties.id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.call_id !== undefined){
let data2 = data.call_id;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate37.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
const _errs7 = errors;
if(!(validate27(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
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
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"type":true,"id":true,"call_id":true,"output":true},"dynamicProps":false,"dynamicItems":false};

const schema21 = {"type":"object","required":["type","summary"],"properties":{"type":{"type":"string","const":"reasoning"},"id":{"type":"string"},"summary":{"type":"array","items":{"$ref":"#/$defs/ResponsesSummaryTextPart"}},"content":{"type":["array","null"],"items":{"$ref":"#/$defs/ResponsesReasoningTextPart"}},"encrypted_content":{"type":["string","null"]},"status":{"$ref":"#/$defs/ResponsesItemStatus"}}};
const schema22 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"summary_text"},"text":{"type":"string"}}};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.text === undefined) && (missing0 = "text"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate40.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("summary_text" !== data0){
validate40.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "summary_text"},message:"must be equal to constant"}];
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
validate40.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"type":true,"text":true},"dynamicProps":false,"dynamicItems":false};

const schema23 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"reasoning_text"},"text":{"type":"string"}}};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.text === undefined) && (missing0 = "text"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate42.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("reasoning_text" !== data0){
validate42.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "reasoning_text"},message:"must be equal to constant"}];
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
validate42.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"type":true,"text":true},"dynamicProps":false,"dynamicItems":false};


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.summary === undefined) && (missing0 = "summary"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate39.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("reasoning" !== data0){
validate39.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"}];
return false;
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
validate39.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data2 = data.summary;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate40(data2[i0], {instancePath:instancePath+"/summary/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data4 = data.content;
const _errs8 = errors;
if((!(Array.isArray(data4))) && (data4 !== null)){
validate39.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: schema21.properties.content.type},message:"must be array,null"}];
return false;
}
if(errors === _errs8){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs10 = errors;
if(!(validate42(data4[i1], {instancePath:instancePath+"/content/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.encrypted_content !== undefined){
let data6 = data.encrypted_content;
const _errs11 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate39.errors = [{instancePath:instancePath+"/encrypted_content",schemaPath:"#/properties/encrypted_content/type",keyword:"type",params:{type: schema21.properties.encrypted_content.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs13 = errors;
if(!(validate22(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
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
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"type":true,"id":true,"summary":true,"content":true,"encrypted_content":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema24 = {"type":"object","required":["type","id"],"properties":{"type":{"type":"string","const":"item_reference"},"id":{"type":"string"}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.id === undefined) && (missing0 = "id"))){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate45.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("item_reference" !== data0){
validate45.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "item_reference"},message:"must be equal to constant"}];
return false;
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
validate45.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":{"type":true,"id":true},"dynamicProps":false,"dynamicItems":false};

const schema25 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"compaction"},"id":{"type":"string"},"encrypted_content":{"type":["string","null"]}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
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
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate46.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("compaction" !== data0){
validate46.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "compaction"},message:"must be equal to constant"}];
return false;
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
validate46.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.encrypted_content !== undefined){
let data2 = data.encrypted_content;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate46.errors = [{instancePath:instancePath+"/encrypted_content",schemaPath:"#/properties/encrypted_content/type",keyword:"type",params:{type: schema25.properties.encrypted_content.type},message:"must be string,null"}];
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
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"type":true,"id":true,"encrypted_content":true},"dynamicProps":false,"dynamicItems":false};

const schema26 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"tool_search_call"},"id":{"type":["string","null"]},"call_id":{"type":["string","null"]},"arguments":{},"execution":{"type":"string","enum":["client","server"]},"status":{"type":["string","null"]}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
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
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate47.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("tool_search_call" !== data0){
validate47.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_search_call"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate47.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema26.properties.id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.call_id !== undefined){
let data2 = data.call_id;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate47.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: schema26.properties.call_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.execution !== undefined){
let data3 = data.execution;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate47.errors = [{instancePath:instancePath+"/execution",schemaPath:"#/properties/execution/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "client") || (data3 === "server"))){
validate47.errors = [{instancePath:instancePath+"/execution",schemaPath:"#/properties/execution/enum",keyword:"enum",params:{allowedValues: schema26.properties.execution.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate47.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema26.properties.status.type},message:"must be string,null"}];
return false;
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
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"type":true,"id":true,"call_id":true,"arguments":true,"execution":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema27 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"tool_search_output"},"id":{"type":["string","null"]},"call_id":{"type":["string","null"]},"tools":{"type":"array","items":{"type":"object","additionalProperties":true}},"execution":{"type":"string","enum":["client","server"]},"status":{"type":["string","null"]}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
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
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate48.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("tool_search_output" !== data0){
validate48.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_search_output"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate48.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema27.properties.id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.call_id !== undefined){
let data2 = data.call_id;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate48.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: schema27.properties.call_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data3 = data.tools;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
validate48.errors = [{instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.execution !== undefined){
let data5 = data.execution;
const _errs12 = errors;
if(typeof data5 !== "string"){
validate48.errors = [{instancePath:instancePath+"/execution",schemaPath:"#/properties/execution/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data5 === "client") || (data5 === "server"))){
validate48.errors = [{instancePath:instancePath+"/execution",schemaPath:"#/properties/execution/enum",keyword:"enum",params:{allowedValues: schema27.properties.execution.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data6 = data.status;
const _errs14 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate48.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema27.properties.status.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs14 === errors;
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
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":{"type":true,"id":true,"call_id":true,"tools":true,"execution":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema28 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["web_search_call","file_search_call","computer_call","computer_call_output","code_interpreter_call","image_generation_call","local_shell_call","local_shell_call_output","shell_call","shell_call_output","apply_patch_call","apply_patch_call_output","mcp_call","mcp_list_tools","mcp_approval_request","mcp_approval_response"]},"id":{"type":["string","null"]},"call_id":{"type":["string","null"]},"status":{"type":["string","null"]}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate49.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((data0 === "web_search_call") || (data0 === "file_search_call")) || (data0 === "computer_call")) || (data0 === "computer_call_output")) || (data0 === "code_interpreter_call")) || (data0 === "image_generation_call")) || (data0 === "local_shell_call")) || (data0 === "local_shell_call_output")) || (data0 === "shell_call")) || (data0 === "shell_call_output")) || (data0 === "apply_patch_call")) || (data0 === "apply_patch_call_output")) || (data0 === "mcp_call")) || (data0 === "mcp_list_tools")) || (data0 === "mcp_approval_request")) || (data0 === "mcp_approval_response"))){
validate49.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema28.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate49.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema28.properties.id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.call_id !== undefined){
let data2 = data.call_id;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate49.errors = [{instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: schema28.properties.call_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate49.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema28.properties.status.type},message:"must be string,null"}];
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
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"type":true,"id":true,"call_id":true,"status":true},"dynamicProps":false,"dynamicItems":false};


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
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "message"){
if(!(validate5(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.id = true;
props0.role = true;
props0.content = true;
props0.status = true;
props0.phase = true;
}
else if(tag0 === "function_call"){
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.namespace = true;
props0.arguments = true;
props0.status = true;
}
}
else if(tag0 === "function_call_output"){
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.output = true;
props0.status = true;
}
}
else if(tag0 === "custom_tool_call"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.namespace = true;
props0.input = true;
props0.status = true;
}
}
else if(tag0 === "custom_tool_call_output"){
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.output = true;
}
}
else if(tag0 === "reasoning"){
if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.summary = true;
props0.content = true;
props0.encrypted_content = true;
props0.status = true;
}
}
else if(tag0 === "item_reference"){
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
}
}
else if(tag0 === "compaction"){
if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.encrypted_content = true;
}
}
else if(tag0 === "tool_search_call"){
if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.arguments = true;
props0.execution = true;
props0.status = true;
}
}
else if(tag0 === "tool_search_output"){
if(!(validate48(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.tools = true;
props0.execution = true;
props0.status = true;
}
}
else if(tag0 === "web_search_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "file_search_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "computer_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "computer_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "code_interpreter_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "image_generation_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "local_shell_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "local_shell_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "shell_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "shell_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "apply_patch_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "apply_patch_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_list_tools"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_approval_request"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_approval_response"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate4.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema29 = {"type":"object","required":["role","content"],"not":{"required":["type"]},"properties":{"type":{"type":"string","const":"message"},"role":{"$ref":"#/$defs/ResponsesMessageRole"},"content":{"$ref":"#/$defs/ResponsesMessageContent"}}};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate77.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.role === undefined) && (missing1 = "role")) || ((data.content === undefined) && (missing1 = "content"))){
validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate77.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("message" !== data0){
validate77.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.role !== undefined){
const _errs5 = errors;
if(!(validate6(data.role, {instancePath:instancePath+"/role",parentData:data,parentDataProperty:"role",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.content !== undefined){
const _errs6 = errors;
if(!(validate8(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"type":true,"role":true,"content":true},"dynamicProps":false,"dynamicItems":false};


function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate4(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
else {
var props0 = validate4.evaluated.props;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs2 = errors;
if(!(validate77(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.role = true;
props0.content = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate3.errors = vErrors;
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
validate3.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate3.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema30 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesFunctionTool"},{"$ref":"#/$defs/ResponsesCustomTool"},{"$ref":"#/$defs/ResponsesNamespaceTool"},{"$ref":"#/$defs/ResponsesToolSearchTool"},{"$ref":"#/$defs/ResponsesWebSearchTool"},{"$ref":"#/$defs/ResponsesHostedTool"}],"discriminator":{"propertyName":"type"}};
const schema31 = {"type":"object","required":["type","name"],"properties":{"type":{"type":"string","const":"function"},"name":{"type":"string","minLength":1},"description":{"type":["string","null"]},"parameters":{"type":["object","null"],"additionalProperties":true},"strict":{"type":["boolean","null"]},"defer_loading":{"type":"boolean"}}};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))){
validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate83.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function" !== data0){
validate83.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate83.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate83.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate83.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema31.properties.description.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parameters !== undefined){
let data3 = data.parameters;
const _errs7 = errors;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (data3 !== null)){
validate83.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: schema31.properties.parameters.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.strict !== undefined){
let data4 = data.strict;
const _errs10 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
validate83.errors = [{instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: schema31.properties.strict.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defer_loading !== undefined){
const _errs12 = errors;
if(typeof data.defer_loading !== "boolean"){
validate83.errors = [{instancePath:instancePath+"/defer_loading",schemaPath:"#/properties/defer_loading/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
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
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":{"type":true,"name":true,"description":true,"parameters":true,"strict":true,"defer_loading":true},"dynamicProps":false,"dynamicItems":false};

const schema32 = {"type":"object","required":["type","name"],"properties":{"type":{"type":"string","const":"custom"},"name":{"type":"string","minLength":1},"description":{"type":"string"},"format":{"$ref":"#/$defs/ResponsesCustomToolFormat"},"defer_loading":{"type":"boolean"}}};
const schema33 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesCustomToolTextFormat"},{"$ref":"#/$defs/ResponsesCustomToolGrammarFormat"}],"discriminator":{"propertyName":"type"}};
const schema34 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"text"}}};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
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
validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate86.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("text" !== data0){
validate86.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"}];
return false;
}
}
}
}
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema35 = {"type":"object","required":["type","syntax","definition"],"properties":{"type":{"type":"string","const":"grammar"},"syntax":{"type":"string","enum":["lark","regex"]},"definition":{"type":"string"}}};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.syntax === undefined) && (missing0 = "syntax"))) || ((data.definition === undefined) && (missing0 = "definition"))){
validate87.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate87.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("grammar" !== data0){
validate87.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "grammar"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.syntax !== undefined){
let data1 = data.syntax;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate87.errors = [{instancePath:instancePath+"/syntax",schemaPath:"#/properties/syntax/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "lark") || (data1 === "regex"))){
validate87.errors = [{instancePath:instancePath+"/syntax",schemaPath:"#/properties/syntax/enum",keyword:"enum",params:{allowedValues: schema35.properties.syntax.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.definition !== undefined){
const _errs5 = errors;
if(typeof data.definition !== "string"){
validate87.errors = [{instancePath:instancePath+"/definition",schemaPath:"#/properties/definition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":{"type":true,"syntax":true,"definition":true},"dynamicProps":false,"dynamicItems":false};


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
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
if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
}
else if(tag0 === "grammar"){
if(!(validate87(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.syntax = true;
props0.definition = true;
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate85.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
if(((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate84.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("custom" !== data0){
validate84.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate84.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate84.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs5 = errors;
if(typeof data.description !== "string"){
validate84.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.format !== undefined){
const _errs7 = errors;
if(!(validate85(data.format, {instancePath:instancePath+"/format",parentData:data,parentDataProperty:"format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defer_loading !== undefined){
const _errs8 = errors;
if(typeof data.defer_loading !== "boolean"){
validate84.errors = [{instancePath:instancePath+"/defer_loading",schemaPath:"#/properties/defer_loading/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":{"type":true,"name":true,"description":true,"format":true,"defer_loading":true},"dynamicProps":false,"dynamicItems":false};

const schema36 = {"type":"object","required":["type","name","tools"],"properties":{"type":{"type":"string","const":"namespace"},"name":{"type":"string","minLength":1},"description":{"type":"string"},"tools":{"type":"array","items":{"$ref":"#/$defs/ResponsesNamespaceMemberTool"}}}};
const schema37 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesFunctionTool"},{"$ref":"#/$defs/ResponsesCustomTool"}],"discriminator":{"propertyName":"type"}};

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
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "function"){
if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.name = true;
props0.description = true;
props0.parameters = true;
props0.strict = true;
props0.defer_loading = true;
}
else if(tag0 === "custom"){
if(!(validate84(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.name = true;
props0.description = true;
props0.format = true;
props0.defer_loading = true;
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate92.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.tools === undefined) && (missing0 = "tools"))){
validate91.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate91.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("namespace" !== data0){
validate91.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "namespace"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate91.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate91.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs5 = errors;
if(typeof data.description !== "string"){
validate91.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data3 = data.tools;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate92(data3[i0], {instancePath:instancePath+"/tools/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate91.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":{"type":true,"name":true,"description":true,"tools":true},"dynamicProps":false,"dynamicItems":false};

const schema38 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"tool_search"},"execution":{"type":"string","enum":["client","server"]},"description":{"type":"string"},"parameters":{"type":["object","null"],"additionalProperties":true}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
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
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate96.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("tool_search" !== data0){
validate96.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_search"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.execution !== undefined){
let data1 = data.execution;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate96.errors = [{instancePath:instancePath+"/execution",schemaPath:"#/properties/execution/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "client") || (data1 === "server"))){
validate96.errors = [{instancePath:instancePath+"/execution",schemaPath:"#/properties/execution/enum",keyword:"enum",params:{allowedValues: schema38.properties.execution.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs5 = errors;
if(typeof data.description !== "string"){
validate96.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parameters !== undefined){
let data3 = data.parameters;
const _errs7 = errors;
if((!(data3 && typeof data3 == "object" && !Array.isArray(data3))) && (data3 !== null)){
validate96.errors = [{instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: schema38.properties.parameters.type},message:"must be object,null"}];
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
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"type":true,"execution":true,"description":true,"parameters":true},"dynamicProps":false,"dynamicItems":false};

const schema39 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["web_search","web_search_preview","web_search_2025_08_26","web_search_preview_2025_03_11"]},"external_web_access":{"type":"boolean"},"search_content_types":{"type":"array","items":{"type":"string"}},"search_context_size":{"type":"string","enum":["low","medium","high"]},"filters":{"type":["object","null"],"additionalProperties":true},"user_location":{"type":["object","null"],"additionalProperties":true}}};

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
if((data.type === undefined) && (missing0 = "type")){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate97.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "web_search") || (data0 === "web_search_preview")) || (data0 === "web_search_2025_08_26")) || (data0 === "web_search_preview_2025_03_11"))){
validate97.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.external_web_access !== undefined){
const _errs3 = errors;
if(typeof data.external_web_access !== "boolean"){
validate97.errors = [{instancePath:instancePath+"/external_web_access",schemaPath:"#/properties/external_web_access/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.search_content_types !== undefined){
let data2 = data.search_content_types;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate97.errors = [{instancePath:instancePath+"/search_content_types/" + i0,schemaPath:"#/properties/search_content_types/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate97.errors = [{instancePath:instancePath+"/search_content_types",schemaPath:"#/properties/search_content_types/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.search_context_size !== undefined){
let data4 = data.search_context_size;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate97.errors = [{instancePath:instancePath+"/search_context_size",schemaPath:"#/properties/search_context_size/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "low") || (data4 === "medium")) || (data4 === "high"))){
validate97.errors = [{instancePath:instancePath+"/search_context_size",schemaPath:"#/properties/search_context_size/enum",keyword:"enum",params:{allowedValues: schema39.properties.search_context_size.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filters !== undefined){
let data5 = data.filters;
const _errs11 = errors;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
validate97.errors = [{instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: schema39.properties.filters.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_location !== undefined){
let data6 = data.user_location;
const _errs14 = errors;
if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (data6 !== null)){
validate97.errors = [{instancePath:instancePath+"/user_location",schemaPath:"#/properties/user_location/type",keyword:"type",params:{type: schema39.properties.user_location.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs14 === errors;
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
else {
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":{"type":true,"external_web_access":true,"search_content_types":true,"search_context_size":true,"filters":true,"user_location":true},"dynamicProps":false,"dynamicItems":false};

const schema40 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["file_search","code_interpreter","image_generation","mcp","local_shell","shell","apply_patch","computer","computer_use_preview"]}}};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
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
validate98.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((data0 === "file_search") || (data0 === "code_interpreter")) || (data0 === "image_generation")) || (data0 === "mcp")) || (data0 === "local_shell")) || (data0 === "shell")) || (data0 === "apply_patch")) || (data0 === "computer")) || (data0 === "computer_use_preview"))){
validate98.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema40.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};


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
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "function"){
if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.name = true;
props0.description = true;
props0.parameters = true;
props0.strict = true;
props0.defer_loading = true;
}
else if(tag0 === "custom"){
if(!(validate84(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate84.errors : vErrors.concat(validate84.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.name = true;
props0.description = true;
props0.format = true;
props0.defer_loading = true;
}
}
else if(tag0 === "namespace"){
if(!(validate91(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.name = true;
props0.description = true;
props0.tools = true;
}
}
else if(tag0 === "tool_search"){
if(!(validate96(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.execution = true;
props0.description = true;
props0.parameters = true;
}
}
else if(tag0 === "web_search"){
if(!(validate97(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.external_web_access = true;
props0.search_content_types = true;
props0.search_context_size = true;
props0.filters = true;
props0.user_location = true;
}
}
else if(tag0 === "web_search_preview"){
if(!(validate97(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.external_web_access = true;
props0.search_content_types = true;
props0.search_context_size = true;
props0.filters = true;
props0.user_location = true;
}
}
else if(tag0 === "web_search_2025_08_26"){
if(!(validate97(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.external_web_access = true;
props0.search_content_types = true;
props0.search_context_size = true;
props0.filters = true;
props0.user_location = true;
}
}
else if(tag0 === "web_search_preview_2025_03_11"){
if(!(validate97(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.external_web_access = true;
props0.search_content_types = true;
props0.search_context_size = true;
props0.filters = true;
props0.user_location = true;
}
}
else if(tag0 === "file_search"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "code_interpreter"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "image_generation"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "mcp"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "local_shell"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "shell"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "apply_patch"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "computer"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "computer_use_preview"){
if(!(validate98(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate98.errors : vErrors.concat(validate98.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate82.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema41 = {"anyOf":[{"type":"string","enum":["none","auto","required"]},{"$ref":"#/$defs/ResponsesNamedToolChoice"}]};
const schema42 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesFunctionToolChoice"},{"$ref":"#/$defs/ResponsesCustomToolChoice"},{"$ref":"#/$defs/ResponsesAllowedToolsChoice"},{"$ref":"#/$defs/ResponsesHostedToolChoice"}],"discriminator":{"propertyName":"type"}};
const schema43 = {"type":"object","required":["type","name"],"properties":{"type":{"type":"string","const":"function"},"name":{"type":"string","minLength":1}}};

function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate119.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))){
validate119.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate119.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("function" !== data0){
validate119.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate119.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate119.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate119.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate119.errors = vErrors;
return errors === 0;
}
validate119.evaluated = {"props":{"type":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema44 = {"type":"object","required":["type","name"],"properties":{"type":{"type":"string","const":"custom"},"name":{"type":"string","minLength":1}}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))){
validate120.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate120.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("custom" !== data0){
validate120.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate120.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate120.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate120.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":{"type":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema45 = {"type":"object","required":["type","mode","tools"],"properties":{"type":{"type":"string","const":"allowed_tools"},"mode":{"type":"string","enum":["auto","required"]},"tools":{"type":"array","items":{"type":"object","additionalProperties":true}}}};

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.mode === undefined) && (missing0 = "mode"))) || ((data.tools === undefined) && (missing0 = "tools"))){
validate121.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate121.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("allowed_tools" !== data0){
validate121.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "allowed_tools"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data1 = data.mode;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate121.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data1 === "auto") || (data1 === "required"))){
validate121.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema45.properties.mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data2 = data.tools;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate121.errors = [{instancePath:instancePath+"/tools/" + i0,schemaPath:"#/properties/tools/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate121.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate121.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":{"type":true,"mode":true,"tools":true},"dynamicProps":false,"dynamicItems":false};

const schema46 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["web_search","web_search_preview","web_search_preview_2025_03_11","file_search","code_interpreter","image_generation","computer","computer_use_preview","mcp","shell","apply_patch"]},"server_label":{"type":"string"}}};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
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
validate122.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((data0 === "web_search") || (data0 === "web_search_preview")) || (data0 === "web_search_preview_2025_03_11")) || (data0 === "file_search")) || (data0 === "code_interpreter")) || (data0 === "image_generation")) || (data0 === "computer")) || (data0 === "computer_use_preview")) || (data0 === "mcp")) || (data0 === "shell")) || (data0 === "apply_patch"))){
validate122.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema46.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.server_label !== undefined){
const _errs3 = errors;
if(typeof data.server_label !== "string"){
validate122.errors = [{instancePath:instancePath+"/server_label",schemaPath:"#/properties/server_label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate122.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":{"type":true,"server_label":true},"dynamicProps":false,"dynamicItems":false};


function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
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
if(!(validate119(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.name = true;
}
else if(tag0 === "custom"){
if(!(validate120(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.name = true;
}
}
else if(tag0 === "allowed_tools"){
if(!(validate121(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.mode = true;
props0.tools = true;
}
}
else if(tag0 === "web_search"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "web_search_preview"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "web_search_preview_2025_03_11"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "file_search"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "code_interpreter"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "image_generation"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "computer"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "computer_use_preview"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "mcp"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "shell"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else if(tag0 === "apply_patch"){
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.server_label = true;
}
}
else {
validate118.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate118.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate118.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate118.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate118.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.anyOf[0].enum},message:"must be equal to one of the allowed values"};
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
if(!(validate118(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
else {
var props0 = validate118.evaluated.props;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate117.errors = vErrors;
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
validate117.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate117.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema47 = {"type":["object","null"],"properties":{"effort":{"type":["string","null"],"enum":["none","minimal","low","medium","high","xhigh","max",null]},"summary":{"type":["string","null"],"enum":["auto","concise","detailed","none",null]},"generate_summary":{"type":["string","null"],"deprecated":true}}};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate139.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate139.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema47.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.effort !== undefined){
let data0 = data.effort;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate139.errors = [{instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/type",keyword:"type",params:{type: schema47.properties.effort.type},message:"must be string,null"}];
return false;
}
if(!((((((((data0 === "none") || (data0 === "minimal")) || (data0 === "low")) || (data0 === "medium")) || (data0 === "high")) || (data0 === "xhigh")) || (data0 === "max")) || (data0 === null))){
validate139.errors = [{instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/enum",keyword:"enum",params:{allowedValues: schema47.properties.effort.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
let data1 = data.summary;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate139.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: schema47.properties.summary.type},message:"must be string,null"}];
return false;
}
if(!(((((data1 === "auto") || (data1 === "concise")) || (data1 === "detailed")) || (data1 === "none")) || (data1 === null))){
validate139.errors = [{instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/enum",keyword:"enum",params:{allowedValues: schema47.properties.summary.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.generate_summary !== undefined){
let data2 = data.generate_summary;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate139.errors = [{instancePath:instancePath+"/generate_summary",schemaPath:"#/properties/generate_summary/type",keyword:"type",params:{type: schema47.properties.generate_summary.type},message:"must be string,null"}];
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
validate139.errors = vErrors;
return errors === 0;
}
validate139.evaluated = {"props":{"effort":true,"summary":true,"generate_summary":true},"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":["object","null"],"properties":{"format":{"$ref":"#/$defs/ResponsesTextFormat"},"verbosity":{"type":["string","null"],"enum":["low","medium","high",null]}}};
const schema49 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesTextFormatText"},{"$ref":"#/$defs/ResponsesTextFormatJsonObject"},{"$ref":"#/$defs/ResponsesTextFormatJsonSchema"}],"discriminator":{"propertyName":"type"}};
const schema50 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"text"}}};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate143.evaluated;
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
validate143.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate143.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("text" !== data0){
validate143.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"}];
return false;
}
}
}
}
else {
validate143.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate143.errors = vErrors;
return errors === 0;
}
validate143.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema51 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"json_object"}}};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate144.evaluated;
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
validate144.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate144.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("json_object" !== data0){
validate144.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "json_object"},message:"must be equal to constant"}];
return false;
}
}
}
}
else {
validate144.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate144.errors = vErrors;
return errors === 0;
}
validate144.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema52 = {"type":"object","required":["type","name","schema"],"properties":{"type":{"type":"string","const":"json_schema"},"name":{"type":"string","minLength":1},"description":{"type":"string"},"schema":{"type":"object","additionalProperties":true},"strict":{"type":["boolean","null"]}}};

function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate145.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.schema === undefined) && (missing0 = "schema"))){
validate145.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate145.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("json_schema" !== data0){
validate145.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "json_schema"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) < 1){
validate145.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate145.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs5 = errors;
if(typeof data.description !== "string"){
validate145.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema !== undefined){
let data3 = data.schema;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate145.errors = [{instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.strict !== undefined){
let data4 = data.strict;
const _errs10 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
validate145.errors = [{instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: schema52.properties.strict.type},message:"must be boolean,null"}];
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
validate145.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate145.errors = vErrors;
return errors === 0;
}
validate145.evaluated = {"props":{"type":true,"name":true,"description":true,"schema":true,"strict":true},"dynamicProps":false,"dynamicItems":false};


function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
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
if(!(validate143(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
}
else if(tag0 === "json_object"){
if(!(validate144(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "json_schema"){
if(!(validate145(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.name = true;
props0.description = true;
props0.schema = true;
props0.strict = true;
}
}
else {
validate142.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate142.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate142.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate142.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate142.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate141.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate141.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema48.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format !== undefined){
const _errs1 = errors;
if(!(validate142(data.format, {instancePath:instancePath+"/format",parentData:data,parentDataProperty:"format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verbosity !== undefined){
let data1 = data.verbosity;
const _errs2 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate141.errors = [{instancePath:instancePath+"/verbosity",schemaPath:"#/properties/verbosity/type",keyword:"type",params:{type: schema48.properties.verbosity.type},message:"must be string,null"}];
return false;
}
if(!((((data1 === "low") || (data1 === "medium")) || (data1 === "high")) || (data1 === null))){
validate141.errors = [{instancePath:instancePath+"/verbosity",schemaPath:"#/properties/verbosity/enum",keyword:"enum",params:{allowedValues: schema48.properties.verbosity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
validate141.errors = vErrors;
return errors === 0;
}
validate141.evaluated = {"props":{"format":true,"verbosity":true},"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":["object","null"],"additionalProperties":{"type":"string"}};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate151.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate151.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema53.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs2 = errors;
if(typeof data[key0] !== "string"){
validate151.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
}
validate151.errors = vErrors;
return errors === 0;
}
validate151.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if((data.model === undefined) && (missing0 = "model")){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.model !== undefined){
let data0 = data.model;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate2.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
let data1 = data.input;
const _errs3 = errors;
if((typeof data1 !== "string") && (!(Array.isArray(data1)))){
validate2.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: schema2.properties.input.type},message:"must be string,array"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate3(data1[i0], {instancePath:instancePath+"/input/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instructions !== undefined){
let data3 = data.instructions;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate2.errors = [{instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: schema2.properties.instructions.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stream !== undefined){
let data4 = data.stream;
const _errs8 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
validate2.errors = [{instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: schema2.properties.stream.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store !== undefined){
let data5 = data.store;
const _errs10 = errors;
if((typeof data5 !== "boolean") && (data5 !== null)){
validate2.errors = [{instancePath:instancePath+"/store",schemaPath:"#/properties/store/type",keyword:"type",params:{type: schema2.properties.store.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_response_id !== undefined){
let data6 = data.previous_response_id;
const _errs12 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate2.errors = [{instancePath:instancePath+"/previous_response_id",schemaPath:"#/properties/previous_response_id/type",keyword:"type",params:{type: schema2.properties.previous_response_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_output_tokens !== undefined){
let data7 = data.max_output_tokens;
const _errs14 = errors;
if((!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))) && (data7 !== null)){
validate2.errors = [{instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/type",keyword:"type",params:{type: schema2.properties.max_output_tokens.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs14){
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
validate2.errors = [{instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
if(data.max_tool_calls !== undefined){
let data8 = data.max_tool_calls;
const _errs16 = errors;
if((!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) && (data8 !== null)){
validate2.errors = [{instancePath:instancePath+"/max_tool_calls",schemaPath:"#/properties/max_tool_calls/type",keyword:"type",params:{type: schema2.properties.max_tool_calls.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs16){
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
validate2.errors = [{instancePath:instancePath+"/max_tool_calls",schemaPath:"#/properties/max_tool_calls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.temperature !== undefined){
let data9 = data.temperature;
const _errs18 = errors;
if((!(typeof data9 == "number")) && (data9 !== null)){
validate2.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: schema2.properties.temperature.type},message:"must be number,null"}];
return false;
}
if(errors === _errs18){
if(typeof data9 == "number"){
if(data9 > 2 || isNaN(data9)){
validate2.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"}];
return false;
}
else {
if(data9 < 0 || isNaN(data9)){
validate2.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.top_p !== undefined){
let data10 = data.top_p;
const _errs20 = errors;
if((!(typeof data10 == "number")) && (data10 !== null)){
validate2.errors = [{instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/type",keyword:"type",params:{type: schema2.properties.top_p.type},message:"must be number,null"}];
return false;
}
if(errors === _errs20){
if(typeof data10 == "number"){
if(data10 > 1 || isNaN(data10)){
validate2.errors = [{instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"}];
return false;
}
else {
if(data10 < 0 || isNaN(data10)){
validate2.errors = [{instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.top_logprobs !== undefined){
let data11 = data.top_logprobs;
const _errs22 = errors;
if((!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))) && (data11 !== null)){
validate2.errors = [{instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/type",keyword:"type",params:{type: schema2.properties.top_logprobs.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs22){
if(typeof data11 == "number"){
if(data11 < 0 || isNaN(data11)){
validate2.errors = [{instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data12 = data.tools;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data12)){
var valid2 = true;
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(!(validate82(data12[i1], {instancePath:instancePath+"/tools/" + i1,parentData:data12,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid2 = _errs26 === errors;
if(!valid2){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_choice !== undefined){
const _errs27 = errors;
if(!(validate117(data.tool_choice, {instancePath:instancePath+"/tool_choice",parentData:data,parentDataProperty:"tool_choice",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parallel_tool_calls !== undefined){
let data15 = data.parallel_tool_calls;
const _errs28 = errors;
if((typeof data15 !== "boolean") && (data15 !== null)){
validate2.errors = [{instancePath:instancePath+"/parallel_tool_calls",schemaPath:"#/properties/parallel_tool_calls/type",keyword:"type",params:{type: schema2.properties.parallel_tool_calls.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning !== undefined){
const _errs30 = errors;
if(!(validate139(data.reasoning, {instancePath:instancePath+"/reasoning",parentData:data,parentDataProperty:"reasoning",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs31 = errors;
if(!(validate141(data.text, {instancePath:instancePath+"/text",parentData:data,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate141.errors : vErrors.concat(validate141.errors);
errors = vErrors.length;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.include !== undefined){
let data18 = data.include;
const _errs32 = errors;
if((!(Array.isArray(data18))) && (data18 !== null)){
validate2.errors = [{instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: schema2.properties.include.type},message:"must be array,null"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data18)){
var valid3 = true;
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
const _errs34 = errors;
if(typeof data18[i2] !== "string"){
validate2.errors = [{instancePath:instancePath+"/include/" + i2,schemaPath:"#/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs34 === errors;
if(!valid3){
break;
}
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt_cache_key !== undefined){
let data20 = data.prompt_cache_key;
const _errs36 = errors;
if((typeof data20 !== "string") && (data20 !== null)){
validate2.errors = [{instancePath:instancePath+"/prompt_cache_key",schemaPath:"#/properties/prompt_cache_key/type",keyword:"type",params:{type: schema2.properties.prompt_cache_key.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt_cache_retention !== undefined){
let data21 = data.prompt_cache_retention;
const _errs38 = errors;
if((typeof data21 !== "string") && (data21 !== null)){
validate2.errors = [{instancePath:instancePath+"/prompt_cache_retention",schemaPath:"#/properties/prompt_cache_retention/type",keyword:"type",params:{type: schema2.properties.prompt_cache_retention.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_metadata !== undefined){
let data22 = data.client_metadata;
const _errs40 = errors;
if(errors === _errs40){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key0 in data22){
const _errs43 = errors;
if(typeof data22[key0] !== "string"){
validate2.errors = [{instancePath:instancePath+"/client_metadata/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/client_metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs43 === errors;
if(!valid4){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/client_metadata",schemaPath:"#/properties/client_metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
const _errs45 = errors;
if(!(validate151(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
const _errs46 = errors;
if(typeof data.user !== "string"){
validate2.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.safety_identifier !== undefined){
let data26 = data.safety_identifier;
const _errs48 = errors;
if((typeof data26 !== "string") && (data26 !== null)){
validate2.errors = [{instancePath:instancePath+"/safety_identifier",schemaPath:"#/properties/safety_identifier/type",keyword:"type",params:{type: schema2.properties.safety_identifier.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncation !== undefined){
let data27 = data.truncation;
const _errs50 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
validate2.errors = [{instancePath:instancePath+"/truncation",schemaPath:"#/properties/truncation/type",keyword:"type",params:{type: schema2.properties.truncation.type},message:"must be string,null"}];
return false;
}
if(!(((data27 === "auto") || (data27 === "disabled")) || (data27 === null))){
validate2.errors = [{instancePath:instancePath+"/truncation",schemaPath:"#/properties/truncation/enum",keyword:"enum",params:{allowedValues: schema2.properties.truncation.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_tier !== undefined){
let data28 = data.service_tier;
const _errs52 = errors;
if((typeof data28 !== "string") && (data28 !== null)){
validate2.errors = [{instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: schema2.properties.service_tier.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background !== undefined){
let data29 = data.background;
const _errs54 = errors;
if((typeof data29 !== "boolean") && (data29 !== null)){
validate2.errors = [{instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: schema2.properties.background.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stream_options !== undefined){
let data30 = data.stream_options;
const _errs56 = errors;
if((!(data30 && typeof data30 == "object" && !Array.isArray(data30))) && (data30 !== null)){
validate2.errors = [{instancePath:instancePath+"/stream_options",schemaPath:"#/properties/stream_options/type",keyword:"type",params:{type: schema2.properties.stream_options.type},message:"must be object,null"}];
return false;
}
if(errors === _errs56){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.include_obfuscation !== undefined){
if(typeof data30.include_obfuscation !== "boolean"){
validate2.errors = [{instancePath:instancePath+"/stream_options/include_obfuscation",schemaPath:"#/properties/stream_options/properties/include_obfuscation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt !== undefined){
let data32 = data.prompt;
const _errs60 = errors;
if((!(data32 && typeof data32 == "object" && !Array.isArray(data32))) && (data32 !== null)){
validate2.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: schema2.properties.prompt.type},message:"must be object,null"}];
return false;
}
if(errors === _errs60){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
let missing1;
if((data32.id === undefined) && (missing1 = "id")){
validate2.errors = [{instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data32.id !== undefined){
const _errs62 = errors;
if(typeof data32.id !== "string"){
validate2.errors = [{instancePath:instancePath+"/prompt/id",schemaPath:"#/properties/prompt/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs62 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data32.version !== undefined){
let data34 = data32.version;
const _errs64 = errors;
if((typeof data34 !== "string") && (data34 !== null)){
validate2.errors = [{instancePath:instancePath+"/prompt/version",schemaPath:"#/properties/prompt/properties/version/type",keyword:"type",params:{type: schema2.properties.prompt.properties.version.type},message:"must be string,null"}];
return false;
}
var valid6 = _errs64 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data32.variables !== undefined){
let data35 = data32.variables;
const _errs66 = errors;
if((!(data35 && typeof data35 == "object" && !Array.isArray(data35))) && (data35 !== null)){
validate2.errors = [{instancePath:instancePath+"/prompt/variables",schemaPath:"#/properties/prompt/properties/variables/type",keyword:"type",params:{type: schema2.properties.prompt.properties.variables.type},message:"must be object,null"}];
return false;
}
var valid6 = _errs66 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messages !== undefined){
const _errs69 = errors;
validate2.errors = [{instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conversation !== undefined){
let data37 = data.conversation;
const _errs71 = errors;
const _errs72 = errors;
let valid7 = false;
const _errs73 = errors;
if(typeof data37 !== "string"){
const err0 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs73 === errors;
valid7 = valid7 || _valid0;
const _errs75 = errors;
if(errors === _errs75){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
let missing2;
if((data37.id === undefined) && (missing2 = "id")){
const err1 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data37.id !== undefined){
if(typeof data37.id !== "string"){
const err2 = {instancePath:instancePath+"/conversation/id",schemaPath:"#/properties/conversation/anyOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs75 === errors;
valid7 = valid7 || _valid0;
if(_valid0){
var props3 = {};
props3.id = true;
}
const _errs79 = errors;
if(data37 !== null){
const err4 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs79 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err5 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate2.errors = vErrors;
return false;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs71 === errors;
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
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":{"model":true,"input":true,"instructions":true,"stream":true,"store":true,"previous_response_id":true,"max_output_tokens":true,"max_tool_calls":true,"temperature":true,"top_p":true,"top_logprobs":true,"tools":true,"tool_choice":true,"parallel_tool_calls":true,"reasoning":true,"text":true,"include":true,"prompt_cache_key":true,"prompt_cache_retention":true,"client_metadata":true,"metadata":true,"user":true,"safety_identifier":true,"truncation":true,"service_tier":true,"background":true,"stream_options":true,"prompt":true,"messages":true,"conversation":true},"dynamicProps":false,"dynamicItems":false};

export const validateResponsesResponseCompiled = validate153;
const schema54 = {"type":"object","required":["id","object","created_at","status","model","output"],"properties":{"id":{"type":"string","minLength":1},"object":{"type":"string","const":"response"},"created_at":{"type":"number"},"completed_at":{"type":["number","null"]},"status":{"$ref":"#/$defs/ResponsesResponseStatus"},"error":{"$ref":"#/$defs/ResponsesResponseError"},"incomplete_details":{"$ref":"#/$defs/ResponsesIncompleteDetails"},"model":{"type":"string"},"output":{"type":"array","items":{"$ref":"#/$defs/ResponsesOutputItem"}},"usage":{"anyOf":[{"$ref":"#/$defs/ResponsesUsage"},{"type":"null"}]},"instructions":{"type":["string","array","null"],"items":{"$ref":"#/$defs/ResponsesInputItem"}},"max_output_tokens":{"type":["integer","null"]},"temperature":{"type":["number","null"]},"top_p":{"type":["number","null"]},"tools":{"type":"array","items":{"$ref":"#/$defs/ResponsesTool"}},"tool_choice":{"$ref":"#/$defs/ResponsesToolChoice"},"parallel_tool_calls":{"type":["boolean","null"]},"previous_response_id":{"type":["string","null"]},"reasoning":{"$ref":"#/$defs/ResponsesReasoningConfig"},"text":{"$ref":"#/$defs/ResponsesTextConfig"},"metadata":{"$ref":"#/$defs/ResponsesMetadata"},"store":{"type":["boolean","null"]},"truncation":{"type":["string","null"]},"service_tier":{"type":["string","null"]},"background":{"type":["boolean","null"]},"user":{"type":["string","null"]},"prompt_cache_key":{"type":["string","null"]}}};
const schema55 = {"type":"string","enum":["completed","incomplete","failed","in_progress","queued","cancelled"]};

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate154.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate154.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data === "completed") || (data === "incomplete")) || (data === "failed")) || (data === "in_progress")) || (data === "queued")) || (data === "cancelled"))){
validate154.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema55.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate154.errors = vErrors;
return errors === 0;
}
validate154.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema56 = {"type":["object","null"],"required":["code","message"],"properties":{"code":{"type":"string"},"message":{"type":"string"}}};

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate156.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate156.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema56.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
validate156.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.code !== undefined){
const _errs1 = errors;
if(typeof data.code !== "string"){
validate156.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs3 = errors;
if(typeof data.message !== "string"){
validate156.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
validate156.errors = vErrors;
return errors === 0;
}
validate156.evaluated = {"props":{"code":true,"message":true},"dynamicProps":false,"dynamicItems":false};

const schema57 = {"type":["object","null"],"properties":{"reason":{"type":"string","enum":["max_output_tokens","content_filter"]}}};

function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate158.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate158.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema57.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reason !== undefined){
let data0 = data.reason;
if(typeof data0 !== "string"){
validate158.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "max_output_tokens") || (data0 === "content_filter"))){
validate158.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema57.properties.reason.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
validate158.errors = vErrors;
return errors === 0;
}
validate158.evaluated = {"props":{"reason":true},"dynamicProps":false,"dynamicItems":false};

const schema58 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesOutputMessage"},{"$ref":"#/$defs/ResponsesFunctionCallItem"},{"$ref":"#/$defs/ResponsesCustomToolCallItem"},{"$ref":"#/$defs/ResponsesReasoningItem"},{"$ref":"#/$defs/ResponsesCompactionItem"},{"$ref":"#/$defs/ResponsesToolSearchCallItem"},{"$ref":"#/$defs/ResponsesHostedToolItem"}],"discriminator":{"propertyName":"type"}};
const schema59 = {"type":"object","required":["type","id","role","content"],"properties":{"type":{"type":"string","const":"message"},"id":{"type":"string"},"role":{"type":"string","const":"assistant"},"status":{"$ref":"#/$defs/ResponsesItemStatus"},"content":{"type":"array","items":{"$ref":"#/$defs/ResponsesOutputContentPart"}},"phase":{"type":["string","null"]}}};
const schema60 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesOutputTextPart"},{"$ref":"#/$defs/ResponsesRefusalPart"}],"discriminator":{"propertyName":"type"}};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate163.evaluated;
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
if(tag0 === "output_text"){
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
props0.annotations = true;
props0.logprobs = true;
}
else if(tag0 === "refusal"){
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.refusal = true;
}
}
else {
validate163.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate163.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate163.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate163.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate163.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate161.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.content === undefined) && (missing0 = "content"))){
validate161.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate161.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("message" !== data0){
validate161.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"}];
return false;
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
validate161.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data2 = data.role;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate161.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("assistant" !== data2){
validate161.errors = [{instancePath:instancePath+"/role",schemaPath:"#/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs7 = errors;
if(!(validate22(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data4 = data.content;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate163(data4[i0], {instancePath:instancePath+"/content/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate161.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.phase !== undefined){
let data6 = data.phase;
const _errs11 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate161.errors = [{instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/type",keyword:"type",params:{type: schema59.properties.phase.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
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
else {
validate161.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}
validate161.evaluated = {"props":{"type":true,"id":true,"role":true,"status":true,"content":true,"phase":true},"dynamicProps":false,"dynamicItems":false};


function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate160.evaluated;
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
if(tag0 === "message"){
if(!(validate161(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.id = true;
props0.role = true;
props0.status = true;
props0.content = true;
props0.phase = true;
}
else if(tag0 === "function_call"){
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.namespace = true;
props0.arguments = true;
props0.status = true;
}
}
else if(tag0 === "custom_tool_call"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.name = true;
props0.namespace = true;
props0.input = true;
props0.status = true;
}
}
else if(tag0 === "reasoning"){
if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.summary = true;
props0.content = true;
props0.encrypted_content = true;
props0.status = true;
}
}
else if(tag0 === "compaction"){
if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.encrypted_content = true;
}
}
else if(tag0 === "tool_search_call"){
if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.arguments = true;
props0.execution = true;
props0.status = true;
}
}
else if(tag0 === "web_search_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "file_search_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "computer_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "computer_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "code_interpreter_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "image_generation_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "local_shell_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "local_shell_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "shell_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "shell_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "apply_patch_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "apply_patch_call_output"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_call"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_list_tools"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_approval_request"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else if(tag0 === "mcp_approval_response"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.call_id = true;
props0.status = true;
}
}
else {
validate160.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate160.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate160.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate160.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate160.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema61 = {"type":"object","required":["input_tokens","input_tokens_details","output_tokens","output_tokens_details","total_tokens"],"properties":{"input_tokens":{"type":"integer","minimum":0},"input_tokens_details":{"type":"object","required":["cached_tokens"],"properties":{"cached_tokens":{"type":"integer","minimum":0},"cache_write_tokens":{"type":"integer","minimum":0}}},"output_tokens":{"type":"integer","minimum":0},"output_tokens_details":{"type":"object","required":["reasoning_tokens"],"properties":{"reasoning_tokens":{"type":"integer","minimum":0}}},"total_tokens":{"type":"integer","minimum":0}}};

function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate190.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.input_tokens === undefined) && (missing0 = "input_tokens")) || ((data.input_tokens_details === undefined) && (missing0 = "input_tokens_details"))) || ((data.output_tokens === undefined) && (missing0 = "output_tokens"))) || ((data.output_tokens_details === undefined) && (missing0 = "output_tokens_details"))) || ((data.total_tokens === undefined) && (missing0 = "total_tokens"))){
validate190.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.input_tokens !== undefined){
let data0 = data.input_tokens;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate190.errors = [{instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate190.errors = [{instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.input_tokens_details !== undefined){
let data1 = data.input_tokens_details;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.cached_tokens === undefined) && (missing1 = "cached_tokens")){
validate190.errors = [{instancePath:instancePath+"/input_tokens_details",schemaPath:"#/properties/input_tokens_details/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.cached_tokens !== undefined){
let data2 = data1.cached_tokens;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate190.errors = [{instancePath:instancePath+"/input_tokens_details/cached_tokens",schemaPath:"#/properties/input_tokens_details/properties/cached_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate190.errors = [{instancePath:instancePath+"/input_tokens_details/cached_tokens",schemaPath:"#/properties/input_tokens_details/properties/cached_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.cache_write_tokens !== undefined){
let data3 = data1.cache_write_tokens;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate190.errors = [{instancePath:instancePath+"/input_tokens_details/cache_write_tokens",schemaPath:"#/properties/input_tokens_details/properties/cache_write_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
validate190.errors = [{instancePath:instancePath+"/input_tokens_details/cache_write_tokens",schemaPath:"#/properties/input_tokens_details/properties/cache_write_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
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
validate190.errors = [{instancePath:instancePath+"/input_tokens_details",schemaPath:"#/properties/input_tokens_details/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens !== undefined){
let data4 = data.output_tokens;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate190.errors = [{instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 < 0 || isNaN(data4)){
validate190.errors = [{instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens_details !== undefined){
let data5 = data.output_tokens_details;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if((data5.reasoning_tokens === undefined) && (missing2 = "reasoning_tokens")){
validate190.errors = [{instancePath:instancePath+"/output_tokens_details",schemaPath:"#/properties/output_tokens_details/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5.reasoning_tokens !== undefined){
let data6 = data5.reasoning_tokens;
const _errs13 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate190.errors = [{instancePath:instancePath+"/output_tokens_details/reasoning_tokens",schemaPath:"#/properties/output_tokens_details/properties/reasoning_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
validate190.errors = [{instancePath:instancePath+"/output_tokens_details/reasoning_tokens",schemaPath:"#/properties/output_tokens_details/properties/reasoning_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
}
}
else {
validate190.errors = [{instancePath:instancePath+"/output_tokens_details",schemaPath:"#/properties/output_tokens_details/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_tokens !== undefined){
let data7 = data.total_tokens;
const _errs15 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate190.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
validate190.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
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
else {
validate190.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate190.errors = vErrors;
return errors === 0;
}
validate190.evaluated = {"props":{"input_tokens":true,"input_tokens_details":true,"output_tokens":true,"output_tokens_details":true,"total_tokens":true},"dynamicProps":false,"dynamicItems":false};


function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate153.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.object === undefined) && (missing0 = "object"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.model === undefined) && (missing0 = "model"))) || ((data.output === undefined) && (missing0 = "output"))){
validate153.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) < 1){
validate153.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate153.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate153.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response" !== data1){
validate153.errors = [{instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "response"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs5 = errors;
if(!(typeof data.created_at == "number")){
validate153.errors = [{instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completed_at !== undefined){
let data3 = data.completed_at;
const _errs7 = errors;
if((!(typeof data3 == "number")) && (data3 !== null)){
validate153.errors = [{instancePath:instancePath+"/completed_at",schemaPath:"#/properties/completed_at/type",keyword:"type",params:{type: schema54.properties.completed_at.type},message:"must be number,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs9 = errors;
if(!(validate154(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs10 = errors;
if(!(validate156(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.incomplete_details !== undefined){
const _errs11 = errors;
if(!(validate158(data.incomplete_details, {instancePath:instancePath+"/incomplete_details",parentData:data,parentDataProperty:"incomplete_details",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs12 = errors;
if(typeof data.model !== "string"){
validate153.errors = [{instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
let data8 = data.output;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs16 = errors;
if(!(validate160(data8[i0], {instancePath:instancePath+"/output/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
var valid1 = _errs16 === errors;
if(!valid1){
break;
}
}
}
else {
validate153.errors = [{instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
let data10 = data.usage;
const _errs17 = errors;
const _errs18 = errors;
let valid2 = false;
const _errs19 = errors;
if(!(validate190(data10, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate190.errors : vErrors.concat(validate190.errors);
errors = vErrors.length;
}
var _valid0 = _errs19 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props1 = {};
props1.input_tokens = true;
props1.input_tokens_details = true;
props1.output_tokens = true;
props1.output_tokens_details = true;
props1.total_tokens = true;
}
const _errs20 = errors;
if(data10 !== null){
const err0 = {instancePath:instancePath+"/usage",schemaPath:"#/properties/usage/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs20 === errors;
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
validate153.errors = vErrors;
return false;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instructions !== undefined){
let data11 = data.instructions;
const _errs22 = errors;
if(((typeof data11 !== "string") && (!(Array.isArray(data11)))) && (data11 !== null)){
validate153.errors = [{instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: schema54.properties.instructions.type},message:"must be string,array,null"}];
return false;
}
if(errors === _errs22){
if(Array.isArray(data11)){
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
const _errs24 = errors;
if(!(validate3(data11[i1], {instancePath:instancePath+"/instructions/" + i1,parentData:data11,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid3 = _errs24 === errors;
if(!valid3){
break;
}
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_output_tokens !== undefined){
let data13 = data.max_output_tokens;
const _errs25 = errors;
if((!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))) && (data13 !== null)){
validate153.errors = [{instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/type",keyword:"type",params:{type: schema54.properties.max_output_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.temperature !== undefined){
let data14 = data.temperature;
const _errs27 = errors;
if((!(typeof data14 == "number")) && (data14 !== null)){
validate153.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: schema54.properties.temperature.type},message:"must be number,null"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.top_p !== undefined){
let data15 = data.top_p;
const _errs29 = errors;
if((!(typeof data15 == "number")) && (data15 !== null)){
validate153.errors = [{instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/type",keyword:"type",params:{type: schema54.properties.top_p.type},message:"must be number,null"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data16 = data.tools;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data16)){
var valid4 = true;
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
const _errs33 = errors;
if(!(validate82(data16[i2], {instancePath:instancePath+"/tools/" + i2,parentData:data16,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
var valid4 = _errs33 === errors;
if(!valid4){
break;
}
}
}
else {
validate153.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_choice !== undefined){
const _errs34 = errors;
if(!(validate117(data.tool_choice, {instancePath:instancePath+"/tool_choice",parentData:data,parentDataProperty:"tool_choice",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parallel_tool_calls !== undefined){
let data19 = data.parallel_tool_calls;
const _errs35 = errors;
if((typeof data19 !== "boolean") && (data19 !== null)){
validate153.errors = [{instancePath:instancePath+"/parallel_tool_calls",schemaPath:"#/properties/parallel_tool_calls/type",keyword:"type",params:{type: schema54.properties.parallel_tool_calls.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_response_id !== undefined){
let data20 = data.previous_response_id;
const _errs37 = errors;
if((typeof data20 !== "string") && (data20 !== null)){
validate153.errors = [{instancePath:instancePath+"/previous_response_id",schemaPath:"#/properties/previous_response_id/type",keyword:"type",params:{type: schema54.properties.previous_response_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning !== undefined){
const _errs39 = errors;
if(!(validate139(data.reasoning, {instancePath:instancePath+"/reasoning",parentData:data,parentDataProperty:"reasoning",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
errors = vErrors.length;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs40 = errors;
if(!(validate141(data.text, {instancePath:instancePath+"/text",parentData:data,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate141.errors : vErrors.concat(validate141.errors);
errors = vErrors.length;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
const _errs41 = errors;
if(!(validate151(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.store !== undefined){
let data24 = data.store;
const _errs42 = errors;
if((typeof data24 !== "boolean") && (data24 !== null)){
validate153.errors = [{instancePath:instancePath+"/store",schemaPath:"#/properties/store/type",keyword:"type",params:{type: schema54.properties.store.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncation !== undefined){
let data25 = data.truncation;
const _errs44 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
validate153.errors = [{instancePath:instancePath+"/truncation",schemaPath:"#/properties/truncation/type",keyword:"type",params:{type: schema54.properties.truncation.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_tier !== undefined){
let data26 = data.service_tier;
const _errs46 = errors;
if((typeof data26 !== "string") && (data26 !== null)){
validate153.errors = [{instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: schema54.properties.service_tier.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.background !== undefined){
let data27 = data.background;
const _errs48 = errors;
if((typeof data27 !== "boolean") && (data27 !== null)){
validate153.errors = [{instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: schema54.properties.background.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
let data28 = data.user;
const _errs50 = errors;
if((typeof data28 !== "string") && (data28 !== null)){
validate153.errors = [{instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: schema54.properties.user.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prompt_cache_key !== undefined){
let data29 = data.prompt_cache_key;
const _errs52 = errors;
if((typeof data29 !== "string") && (data29 !== null)){
validate153.errors = [{instancePath:instancePath+"/prompt_cache_key",schemaPath:"#/properties/prompt_cache_key/type",keyword:"type",params:{type: schema54.properties.prompt_cache_key.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs52 === errors;
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
else {
validate153.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate153.errors = vErrors;
return errors === 0;
}
validate153.evaluated = {"props":{"id":true,"object":true,"created_at":true,"completed_at":true,"status":true,"error":true,"incomplete_details":true,"model":true,"output":true,"usage":true,"instructions":true,"max_output_tokens":true,"temperature":true,"top_p":true,"tools":true,"tool_choice":true,"parallel_tool_calls":true,"previous_response_id":true,"reasoning":true,"text":true,"metadata":true,"store":true,"truncation":true,"service_tier":true,"background":true,"user":true,"prompt_cache_key":true},"dynamicProps":false,"dynamicItems":false};

export const validateResponsesStreamEventCompiled = validate198;
const schema62 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesCreatedEvent"},{"$ref":"#/$defs/ResponsesInProgressEvent"},{"$ref":"#/$defs/ResponsesQueuedEvent"},{"$ref":"#/$defs/ResponsesCompletedEvent"},{"$ref":"#/$defs/ResponsesIncompleteEvent"},{"$ref":"#/$defs/ResponsesFailedEvent"},{"$ref":"#/$defs/ResponsesOutputItemAddedEvent"},{"$ref":"#/$defs/ResponsesOutputItemDoneEvent"},{"$ref":"#/$defs/ResponsesContentPartAddedEvent"},{"$ref":"#/$defs/ResponsesContentPartDoneEvent"},{"$ref":"#/$defs/ResponsesOutputTextDeltaEvent"},{"$ref":"#/$defs/ResponsesOutputTextDoneEvent"},{"$ref":"#/$defs/ResponsesRefusalDeltaEvent"},{"$ref":"#/$defs/ResponsesRefusalDoneEvent"},{"$ref":"#/$defs/ResponsesFunctionCallArgumentsDeltaEvent"},{"$ref":"#/$defs/ResponsesFunctionCallArgumentsDoneEvent"},{"$ref":"#/$defs/ResponsesCustomToolCallInputDeltaEvent"},{"$ref":"#/$defs/ResponsesCustomToolCallInputDoneEvent"},{"$ref":"#/$defs/ResponsesReasoningSummaryPartAddedEvent"},{"$ref":"#/$defs/ResponsesReasoningSummaryPartDoneEvent"},{"$ref":"#/$defs/ResponsesReasoningSummaryTextDeltaEvent"},{"$ref":"#/$defs/ResponsesReasoningSummaryTextDoneEvent"},{"$ref":"#/$defs/ResponsesReasoningTextDeltaEvent"},{"$ref":"#/$defs/ResponsesReasoningTextDoneEvent"},{"$ref":"#/$defs/ResponsesOutputTextAnnotationAddedEvent"},{"$ref":"#/$defs/ResponsesWebSearchCallEvent"},{"$ref":"#/$defs/ResponsesErrorEvent"}],"discriminator":{"propertyName":"type"}};
const schema63 = {"type":"object","required":["type","sequence_number","response"],"properties":{"type":{"type":"string","const":"response.created"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"response":{"$ref":"#/$defs/ResponsesResponse"}}};
const schema64 = {"type":"integer","minimum":0};

function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate200.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate200.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
validate200.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
validate200.errors = vErrors;
return errors === 0;
}
validate200.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate199.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.response === undefined) && (missing0 = "response"))){
validate199.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate199.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.created" !== data0){
validate199.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.created"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
const _errs4 = errors;
if(!(validate153(data.response, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
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
validate199.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate199.errors = vErrors;
return errors === 0;
}
validate199.evaluated = {"props":{"type":true,"sequence_number":true,"response":true},"dynamicProps":false,"dynamicItems":false};

const schema65 = {"type":"object","required":["type","sequence_number","response"],"properties":{"type":{"type":"string","const":"response.in_progress"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"response":{"$ref":"#/$defs/ResponsesResponse"}}};

function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate203.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.response === undefined) && (missing0 = "response"))){
validate203.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate203.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.in_progress" !== data0){
validate203.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.in_progress"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
const _errs4 = errors;
if(!(validate153(data.response, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
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
validate203.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate203.errors = vErrors;
return errors === 0;
}
validate203.evaluated = {"props":{"type":true,"sequence_number":true,"response":true},"dynamicProps":false,"dynamicItems":false};

const schema66 = {"type":"object","required":["type","sequence_number","response"],"properties":{"type":{"type":"string","const":"response.queued"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"response":{"$ref":"#/$defs/ResponsesResponse"}}};

function validate206(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate206.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.response === undefined) && (missing0 = "response"))){
validate206.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate206.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.queued" !== data0){
validate206.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.queued"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
const _errs4 = errors;
if(!(validate153(data.response, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
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
validate206.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate206.errors = vErrors;
return errors === 0;
}
validate206.evaluated = {"props":{"type":true,"sequence_number":true,"response":true},"dynamicProps":false,"dynamicItems":false};

const schema67 = {"type":"object","required":["type","sequence_number","response"],"properties":{"type":{"type":"string","const":"response.completed"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"response":{"$ref":"#/$defs/ResponsesResponse"}}};

function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate209.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.response === undefined) && (missing0 = "response"))){
validate209.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate209.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.completed" !== data0){
validate209.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.completed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
const _errs4 = errors;
if(!(validate153(data.response, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
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
validate209.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate209.errors = vErrors;
return errors === 0;
}
validate209.evaluated = {"props":{"type":true,"sequence_number":true,"response":true},"dynamicProps":false,"dynamicItems":false};

const schema68 = {"type":"object","required":["type","sequence_number","response"],"properties":{"type":{"type":"string","const":"response.incomplete"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"response":{"$ref":"#/$defs/ResponsesResponse"}}};

function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate212.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.response === undefined) && (missing0 = "response"))){
validate212.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate212.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.incomplete" !== data0){
validate212.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.incomplete"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
const _errs4 = errors;
if(!(validate153(data.response, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
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
validate212.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate212.errors = vErrors;
return errors === 0;
}
validate212.evaluated = {"props":{"type":true,"sequence_number":true,"response":true},"dynamicProps":false,"dynamicItems":false};

const schema69 = {"type":"object","required":["type","sequence_number","response"],"properties":{"type":{"type":"string","const":"response.failed"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"response":{"$ref":"#/$defs/ResponsesResponse"}}};

function validate215(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate215.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.response === undefined) && (missing0 = "response"))){
validate215.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate215.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.failed" !== data0){
validate215.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.failed"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.response !== undefined){
const _errs4 = errors;
if(!(validate153(data.response, {instancePath:instancePath+"/response",parentData:data,parentDataProperty:"response",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
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
validate215.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate215.errors = vErrors;
return errors === 0;
}
validate215.evaluated = {"props":{"type":true,"sequence_number":true,"response":true},"dynamicProps":false,"dynamicItems":false};

const schema70 = {"type":"object","required":["type","sequence_number","output_index","item"],"properties":{"type":{"type":"string","const":"response.output_item.added"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"item":{"$ref":"#/$defs/ResponsesOutputItem"}}};
const schema71 = {"type":"integer","minimum":0};

function validate220(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate220.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate220.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
validate220.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
validate220.errors = vErrors;
return errors === 0;
}
validate220.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate218(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate218.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.item === undefined) && (missing0 = "item"))){
validate218.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate218.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.output_item.added" !== data0){
validate218.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_item.added"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs4 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item !== undefined){
const _errs5 = errors;
if(!(validate160(data.item, {instancePath:instancePath+"/item",parentData:data,parentDataProperty:"item",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
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
validate218.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate218.errors = vErrors;
return errors === 0;
}
validate218.evaluated = {"props":{"type":true,"sequence_number":true,"output_index":true,"item":true},"dynamicProps":false,"dynamicItems":false};

const schema72 = {"type":"object","required":["type","sequence_number","output_index","item"],"properties":{"type":{"type":"string","const":"response.output_item.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"item":{"$ref":"#/$defs/ResponsesOutputItem"}}};

function validate223(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate223.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.item === undefined) && (missing0 = "item"))){
validate223.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate223.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.output_item.done" !== data0){
validate223.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_item.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs4 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item !== undefined){
const _errs5 = errors;
if(!(validate160(data.item, {instancePath:instancePath+"/item",parentData:data,parentDataProperty:"item",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
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
validate223.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate223.errors = vErrors;
return errors === 0;
}
validate223.evaluated = {"props":{"type":true,"sequence_number":true,"output_index":true,"item":true},"dynamicProps":false,"dynamicItems":false};

const schema73 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","part"],"properties":{"type":{"type":"string","const":"response.content_part.added"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"part":{"$ref":"#/$defs/ResponsesStreamContentPart"}}};
const schema74 = {"type":"object","oneOf":[{"$ref":"#/$defs/ResponsesOutputTextPart"},{"$ref":"#/$defs/ResponsesRefusalPart"},{"$ref":"#/$defs/ResponsesReasoningTextPart"}],"discriminator":{"propertyName":"type"}};

function validate231(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate231.evaluated;
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
if(tag0 === "output_text"){
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
props0.annotations = true;
props0.logprobs = true;
}
else if(tag0 === "refusal"){
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.refusal = true;
}
}
else if(tag0 === "reasoning_text"){
if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.text = true;
}
}
else {
validate231.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate231.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate231.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate231.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate231.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate227(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate227.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.part === undefined) && (missing0 = "part"))){
validate227.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate227.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.content_part.added" !== data0){
validate227.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.content_part.added"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate227.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.part !== undefined){
const _errs8 = errors;
if(!(validate231(data.part, {instancePath:instancePath+"/part",parentData:data,parentDataProperty:"part",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate231.errors : vErrors.concat(validate231.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
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
else {
validate227.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate227.errors = vErrors;
return errors === 0;
}
validate227.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"part":true},"dynamicProps":false,"dynamicItems":false};

const schema75 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","part"],"properties":{"type":{"type":"string","const":"response.content_part.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"part":{"$ref":"#/$defs/ResponsesStreamContentPart"}}};

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate236.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.part === undefined) && (missing0 = "part"))){
validate236.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate236.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.content_part.done" !== data0){
validate236.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.content_part.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate236.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.part !== undefined){
const _errs8 = errors;
if(!(validate231(data.part, {instancePath:instancePath+"/part",parentData:data,parentDataProperty:"part",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate231.errors : vErrors.concat(validate231.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
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
else {
validate236.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate236.errors = vErrors;
return errors === 0;
}
validate236.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"part":true},"dynamicProps":false,"dynamicItems":false};

const schema76 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","delta"],"properties":{"type":{"type":"string","const":"response.output_text.delta"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"delta":{"type":"string"},"logprobs":{"type":"array","items":{"type":"object","additionalProperties":true}}}};

function validate241(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate241.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate241.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate241.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.output_text.delta" !== data0){
validate241.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_text.delta"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate241.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs8 = errors;
if(typeof data.delta !== "string"){
validate241.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logprobs !== undefined){
let data6 = data.logprobs;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs12 = errors;
if(errors === _errs12){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
validate241.errors = [{instancePath:instancePath+"/logprobs/" + i0,schemaPath:"#/properties/logprobs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate241.errors = [{instancePath:instancePath+"/logprobs",schemaPath:"#/properties/logprobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
}
else {
validate241.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate241.errors = vErrors;
return errors === 0;
}
validate241.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"delta":true,"logprobs":true},"dynamicProps":false,"dynamicItems":false};

const schema77 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","text"],"properties":{"type":{"type":"string","const":"response.output_text.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"text":{"type":"string"},"logprobs":{"type":"array","items":{"type":"object","additionalProperties":true}}}};

function validate245(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate245.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.text === undefined) && (missing0 = "text"))){
validate245.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate245.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.output_text.done" !== data0){
validate245.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_text.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate245.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs8 = errors;
if(typeof data.text !== "string"){
validate245.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logprobs !== undefined){
let data6 = data.logprobs;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs12 = errors;
if(errors === _errs12){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
validate245.errors = [{instancePath:instancePath+"/logprobs/" + i0,schemaPath:"#/properties/logprobs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate245.errors = [{instancePath:instancePath+"/logprobs",schemaPath:"#/properties/logprobs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
}
}
}
else {
validate245.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate245.errors = vErrors;
return errors === 0;
}
validate245.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"text":true,"logprobs":true},"dynamicProps":false,"dynamicItems":false};

const schema78 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","delta"],"properties":{"type":{"type":"string","const":"response.refusal.delta"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"delta":{"type":"string"}}};

function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate249.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate249.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate249.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.refusal.delta" !== data0){
validate249.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.refusal.delta"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate249.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs8 = errors;
if(typeof data.delta !== "string"){
validate249.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
else {
validate249.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate249.errors = vErrors;
return errors === 0;
}
validate249.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"delta":true},"dynamicProps":false,"dynamicItems":false};

const schema79 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","refusal"],"properties":{"type":{"type":"string","const":"response.refusal.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"refusal":{"type":"string"}}};

function validate253(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate253.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.refusal === undefined) && (missing0 = "refusal"))){
validate253.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.refusal.done" !== data0){
validate253.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.refusal.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate253.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.refusal !== undefined){
const _errs8 = errors;
if(typeof data.refusal !== "string"){
validate253.errors = [{instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
else {
validate253.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate253.errors = vErrors;
return errors === 0;
}
validate253.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"refusal":true},"dynamicProps":false,"dynamicItems":false};

const schema80 = {"type":"object","required":["type","sequence_number","item_id","output_index","delta"],"properties":{"type":{"type":"string","const":"response.function_call_arguments.delta"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"delta":{"type":"string"}}};

function validate257(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate257.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate257.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate257.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.function_call_arguments.delta" !== data0){
validate257.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.function_call_arguments.delta"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate257.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs7 = errors;
if(typeof data.delta !== "string"){
validate257.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate257.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate257.errors = vErrors;
return errors === 0;
}
validate257.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"delta":true},"dynamicProps":false,"dynamicItems":false};

const schema81 = {"type":"object","required":["type","sequence_number","item_id","output_index","arguments"],"properties":{"type":{"type":"string","const":"response.function_call_arguments.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"name":{"type":"string"},"arguments":{"type":"string"}}};

function validate260(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate260.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.arguments === undefined) && (missing0 = "arguments"))){
validate260.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate260.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.function_call_arguments.done" !== data0){
validate260.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.function_call_arguments.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate260.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs7 = errors;
if(typeof data.name !== "string"){
validate260.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.arguments !== undefined){
const _errs9 = errors;
if(typeof data.arguments !== "string"){
validate260.errors = [{instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
}
else {
validate260.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate260.errors = vErrors;
return errors === 0;
}
validate260.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"name":true,"arguments":true},"dynamicProps":false,"dynamicItems":false};

const schema82 = {"type":"object","required":["type","sequence_number","item_id","output_index","delta"],"properties":{"type":{"type":"string","const":"response.custom_tool_call_input.delta"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"delta":{"type":"string"}}};

function validate263(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate263.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate263.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate263.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.custom_tool_call_input.delta" !== data0){
validate263.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.custom_tool_call_input.delta"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate263.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs7 = errors;
if(typeof data.delta !== "string"){
validate263.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate263.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate263.errors = vErrors;
return errors === 0;
}
validate263.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"delta":true},"dynamicProps":false,"dynamicItems":false};

const schema83 = {"type":"object","required":["type","sequence_number","item_id","output_index","input"],"properties":{"type":{"type":"string","const":"response.custom_tool_call_input.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"input":{"type":"string"}}};

function validate266(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate266.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.input === undefined) && (missing0 = "input"))){
validate266.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate266.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.custom_tool_call_input.done" !== data0){
validate266.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.custom_tool_call_input.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate266.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
const _errs7 = errors;
if(typeof data.input !== "string"){
validate266.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate266.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate266.errors = vErrors;
return errors === 0;
}
validate266.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"input":true},"dynamicProps":false,"dynamicItems":false};

const schema84 = {"type":"object","required":["type","sequence_number","item_id","output_index","summary_index","part"],"properties":{"type":{"type":"string","const":"response.reasoning_summary_part.added"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"summary_index":{"$ref":"#/$defs/ResponsesIndex"},"part":{"$ref":"#/$defs/ResponsesSummaryTextPart"}}};

function validate269(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate269.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.summary_index === undefined) && (missing0 = "summary_index"))) || ((data.part === undefined) && (missing0 = "part"))){
validate269.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate269.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.reasoning_summary_part.added" !== data0){
validate269.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.reasoning_summary_part.added"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate269.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.summary_index, {instancePath:instancePath+"/summary_index",parentData:data,parentDataProperty:"summary_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.part !== undefined){
const _errs8 = errors;
if(!(validate40(data.part, {instancePath:instancePath+"/part",parentData:data,parentDataProperty:"part",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
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
else {
validate269.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate269.errors = vErrors;
return errors === 0;
}
validate269.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"summary_index":true,"part":true},"dynamicProps":false,"dynamicItems":false};

const schema85 = {"type":"object","required":["type","sequence_number","item_id","output_index","summary_index","part"],"properties":{"type":{"type":"string","const":"response.reasoning_summary_part.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"summary_index":{"$ref":"#/$defs/ResponsesIndex"},"part":{"$ref":"#/$defs/ResponsesSummaryTextPart"}}};

function validate274(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate274.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.summary_index === undefined) && (missing0 = "summary_index"))) || ((data.part === undefined) && (missing0 = "part"))){
validate274.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate274.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.reasoning_summary_part.done" !== data0){
validate274.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.reasoning_summary_part.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate274.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.summary_index, {instancePath:instancePath+"/summary_index",parentData:data,parentDataProperty:"summary_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.part !== undefined){
const _errs8 = errors;
if(!(validate40(data.part, {instancePath:instancePath+"/part",parentData:data,parentDataProperty:"part",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
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
else {
validate274.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate274.errors = vErrors;
return errors === 0;
}
validate274.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"summary_index":true,"part":true},"dynamicProps":false,"dynamicItems":false};

const schema86 = {"type":"object","required":["type","sequence_number","item_id","output_index","summary_index","delta"],"properties":{"type":{"type":"string","const":"response.reasoning_summary_text.delta"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"summary_index":{"$ref":"#/$defs/ResponsesIndex"},"delta":{"type":"string"}}};

function validate279(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate279.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.summary_index === undefined) && (missing0 = "summary_index"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate279.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate279.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.reasoning_summary_text.delta" !== data0){
validate279.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.reasoning_summary_text.delta"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate279.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.summary_index, {instancePath:instancePath+"/summary_index",parentData:data,parentDataProperty:"summary_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs8 = errors;
if(typeof data.delta !== "string"){
validate279.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
else {
validate279.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate279.errors = vErrors;
return errors === 0;
}
validate279.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"summary_index":true,"delta":true},"dynamicProps":false,"dynamicItems":false};

const schema87 = {"type":"object","required":["type","sequence_number","item_id","output_index","summary_index","text"],"properties":{"type":{"type":"string","const":"response.reasoning_summary_text.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"summary_index":{"$ref":"#/$defs/ResponsesIndex"},"text":{"type":"string"}}};

function validate283(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate283.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.summary_index === undefined) && (missing0 = "summary_index"))) || ((data.text === undefined) && (missing0 = "text"))){
validate283.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate283.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.reasoning_summary_text.done" !== data0){
validate283.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.reasoning_summary_text.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate283.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.summary_index, {instancePath:instancePath+"/summary_index",parentData:data,parentDataProperty:"summary_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs8 = errors;
if(typeof data.text !== "string"){
validate283.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
else {
validate283.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate283.errors = vErrors;
return errors === 0;
}
validate283.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"summary_index":true,"text":true},"dynamicProps":false,"dynamicItems":false};

const schema88 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","delta"],"properties":{"type":{"type":"string","const":"response.reasoning_text.delta"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"delta":{"type":"string"}}};

function validate287(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate287.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate287.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate287.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.reasoning_text.delta" !== data0){
validate287.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.reasoning_text.delta"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate287.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs8 = errors;
if(typeof data.delta !== "string"){
validate287.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
else {
validate287.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate287.errors = vErrors;
return errors === 0;
}
validate287.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"delta":true},"dynamicProps":false,"dynamicItems":false};

const schema89 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","text"],"properties":{"type":{"type":"string","const":"response.reasoning_text.done"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"text":{"type":"string"}}};

function validate291(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate291.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.text === undefined) && (missing0 = "text"))){
validate291.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate291.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.reasoning_text.done" !== data0){
validate291.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.reasoning_text.done"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate291.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs8 = errors;
if(typeof data.text !== "string"){
validate291.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
else {
validate291.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate291.errors = vErrors;
return errors === 0;
}
validate291.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"text":true},"dynamicProps":false,"dynamicItems":false};

const schema90 = {"type":"object","required":["type","sequence_number","item_id","output_index","content_index","annotation"],"properties":{"type":{"type":"string","const":"response.output_text.annotation.added"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"},"content_index":{"$ref":"#/$defs/ResponsesIndex"},"annotation_index":{"$ref":"#/$defs/ResponsesIndex"},"annotation":{"type":"object","additionalProperties":true}}};

function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate295.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))) || ((data.content_index === undefined) && (missing0 = "content_index"))) || ((data.annotation === undefined) && (missing0 = "annotation"))){
validate295.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate295.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("response.output_text.annotation.added" !== data0){
validate295.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "response.output_text.annotation.added"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate295.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_index !== undefined){
const _errs7 = errors;
if(!(validate220(data.content_index, {instancePath:instancePath+"/content_index",parentData:data,parentDataProperty:"content_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotation_index !== undefined){
const _errs8 = errors;
if(!(validate220(data.annotation_index, {instancePath:instancePath+"/annotation_index",parentData:data,parentDataProperty:"annotation_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.annotation !== undefined){
let data6 = data.annotation;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
validate295.errors = [{instancePath:instancePath+"/annotation",schemaPath:"#/properties/annotation/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
}
}
}
else {
validate295.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate295.errors = vErrors;
return errors === 0;
}
validate295.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true,"content_index":true,"annotation_index":true,"annotation":true},"dynamicProps":false,"dynamicItems":false};

const schema91 = {"type":"object","required":["type","sequence_number","item_id","output_index"],"properties":{"type":{"type":"string","enum":["response.web_search_call.in_progress","response.web_search_call.searching","response.web_search_call.completed"]},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"item_id":{"type":"string"},"output_index":{"$ref":"#/$defs/ResponsesIndex"}}};

function validate300(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate300.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.item_id === undefined) && (missing0 = "item_id"))) || ((data.output_index === undefined) && (missing0 = "output_index"))){
validate300.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate300.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "response.web_search_call.in_progress") || (data0 === "response.web_search_call.searching")) || (data0 === "response.web_search_call.completed"))){
validate300.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema91.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.item_id !== undefined){
const _errs4 = errors;
if(typeof data.item_id !== "string"){
validate300.errors = [{instancePath:instancePath+"/item_id",schemaPath:"#/properties/item_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_index !== undefined){
const _errs6 = errors;
if(!(validate220(data.output_index, {instancePath:instancePath+"/output_index",parentData:data,parentDataProperty:"output_index",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
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
validate300.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate300.errors = vErrors;
return errors === 0;
}
validate300.evaluated = {"props":{"type":true,"sequence_number":true,"item_id":true,"output_index":true},"dynamicProps":false,"dynamicItems":false};

const schema92 = {"type":"object","required":["type","sequence_number","message"],"properties":{"type":{"type":"string","const":"error"},"sequence_number":{"$ref":"#/$defs/ResponsesSequenceNumber"},"code":{"type":["string","null"]},"message":{"type":"string"},"param":{"type":["string","null"]}}};

function validate303(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate303.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) && (missing0 = "type")) || ((data.sequence_number === undefined) && (missing0 = "sequence_number"))) || ((data.message === undefined) && (missing0 = "message"))){
validate303.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate303.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("error" !== data0){
validate303.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sequence_number !== undefined){
const _errs3 = errors;
if(!(validate200(data.sequence_number, {instancePath:instancePath+"/sequence_number",parentData:data,parentDataProperty:"sequence_number",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data2 = data.code;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate303.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: schema92.properties.code.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs6 = errors;
if(typeof data.message !== "string"){
validate303.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.param !== undefined){
let data4 = data.param;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate303.errors = [{instancePath:instancePath+"/param",schemaPath:"#/properties/param/type",keyword:"type",params:{type: schema92.properties.param.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate303.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate303.errors = vErrors;
return errors === 0;
}
validate303.evaluated = {"props":{"type":true,"sequence_number":true,"code":true,"message":true,"param":true},"dynamicProps":false,"dynamicItems":false};


function validate198(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate198.evaluated;
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
if(tag0 === "response.created"){
if(!(validate199(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.sequence_number = true;
props0.response = true;
}
else if(tag0 === "response.in_progress"){
if(!(validate203(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.response = true;
}
}
else if(tag0 === "response.queued"){
if(!(validate206(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate206.errors : vErrors.concat(validate206.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.response = true;
}
}
else if(tag0 === "response.completed"){
if(!(validate209(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.response = true;
}
}
else if(tag0 === "response.incomplete"){
if(!(validate212(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.response = true;
}
}
else if(tag0 === "response.failed"){
if(!(validate215(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.response = true;
}
}
else if(tag0 === "response.output_item.added"){
if(!(validate218(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate218.errors : vErrors.concat(validate218.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.output_index = true;
props0.item = true;
}
}
else if(tag0 === "response.output_item.done"){
if(!(validate223(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate223.errors : vErrors.concat(validate223.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.output_index = true;
props0.item = true;
}
}
else if(tag0 === "response.content_part.added"){
if(!(validate227(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate227.errors : vErrors.concat(validate227.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.part = true;
}
}
else if(tag0 === "response.content_part.done"){
if(!(validate236(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.part = true;
}
}
else if(tag0 === "response.output_text.delta"){
if(!(validate241(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate241.errors : vErrors.concat(validate241.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.delta = true;
props0.logprobs = true;
}
}
else if(tag0 === "response.output_text.done"){
if(!(validate245(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate245.errors : vErrors.concat(validate245.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.text = true;
props0.logprobs = true;
}
}
else if(tag0 === "response.refusal.delta"){
if(!(validate249(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.delta = true;
}
}
else if(tag0 === "response.refusal.done"){
if(!(validate253(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.refusal = true;
}
}
else if(tag0 === "response.function_call_arguments.delta"){
if(!(validate257(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate257.errors : vErrors.concat(validate257.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.delta = true;
}
}
else if(tag0 === "response.function_call_arguments.done"){
if(!(validate260(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate260.errors : vErrors.concat(validate260.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.name = true;
props0.arguments = true;
}
}
else if(tag0 === "response.custom_tool_call_input.delta"){
if(!(validate263(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate263.errors : vErrors.concat(validate263.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.delta = true;
}
}
else if(tag0 === "response.custom_tool_call_input.done"){
if(!(validate266(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.input = true;
}
}
else if(tag0 === "response.reasoning_summary_part.added"){
if(!(validate269(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.summary_index = true;
props0.part = true;
}
}
else if(tag0 === "response.reasoning_summary_part.done"){
if(!(validate274(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.summary_index = true;
props0.part = true;
}
}
else if(tag0 === "response.reasoning_summary_text.delta"){
if(!(validate279(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate279.errors : vErrors.concat(validate279.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.summary_index = true;
props0.delta = true;
}
}
else if(tag0 === "response.reasoning_summary_text.done"){
if(!(validate283(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate283.errors : vErrors.concat(validate283.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.summary_index = true;
props0.text = true;
}
}
else if(tag0 === "response.reasoning_text.delta"){
if(!(validate287(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.delta = true;
}
}
else if(tag0 === "response.reasoning_text.done"){
if(!(validate291(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate291.errors : vErrors.concat(validate291.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.text = true;
}
}
else if(tag0 === "response.output_text.annotation.added"){
if(!(validate295(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
props0.content_index = true;
props0.annotation_index = true;
props0.annotation = true;
}
}
else if(tag0 === "response.web_search_call.in_progress"){
if(!(validate300(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate300.errors : vErrors.concat(validate300.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
}
}
else if(tag0 === "response.web_search_call.searching"){
if(!(validate300(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate300.errors : vErrors.concat(validate300.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
}
}
else if(tag0 === "response.web_search_call.completed"){
if(!(validate300(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate300.errors : vErrors.concat(validate300.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.item_id = true;
props0.output_index = true;
}
}
else if(tag0 === "error"){
if(!(validate303(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate303.errors : vErrors.concat(validate303.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.sequence_number = true;
props0.code = true;
props0.message = true;
props0.param = true;
}
}
else {
validate198.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"}];
return false;
}
}
else {
validate198.errors = [{instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"}];
return false;
}
}
else {
validate198.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate198.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate198.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateResponsesErrorBody: GeneratedValidator = validateResponsesErrorBodyCompiled;
export const validateResponsesRequest: GeneratedValidator = validateResponsesRequestCompiled;
export const validateResponsesResponse: GeneratedValidator = validateResponsesResponseCompiled;
export const validateResponsesStreamEvent: GeneratedValidator = validateResponsesStreamEventCompiled;
